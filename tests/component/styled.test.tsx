import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import styled, { COMPONENT_STYLES_ID } from '#styled';

// In the browser, styled components write to the page's own sheet, the one the server filled.
const sheetRules = () =>
  [...((document.getElementById(COMPONENT_STYLES_ID) as HTMLStyleElement).sheet?.cssRules ?? [])]
    .map((rule) => rule.cssText)
    .join('\n');

const ruleIndex = (className: string) =>
  sheetRules()
    .split('\n')
    .findIndex((rule) => rule.startsWith(`.${className} `) || rule.startsWith(`.${className}{`));

const Badge = styled.span<{ $urgent: boolean }>`
  font-weight: 600;
  color: ${({ $urgent }) => ($urgent ? 'rgb(179, 38, 30)' : 'rgb(28, 36, 48)')};
`;

describe('styled components in the browser', () => {
  it('inserts each distinct rule once, and a new one when the props call for it', () => {
    const { rerender, container } = render(
      <>
        <Badge $urgent={false}>a</Badge>
        <Badge $urgent={false}>b</Badge>
      </>,
    );
    const [first, second] = [...container.querySelectorAll('span')];
    expect(first!.className).toBe(second!.className);
    expect(first).not.toHaveAttribute('$urgent');
    const before = sheetRules().split('\n').length;
    rerender(
      <>
        <Badge $urgent={false}>a</Badge>
        <Badge $urgent>b</Badge>
      </>,
    );
    expect(second!.className).not.toBe(first!.className);
    expect(sheetRules().split('\n')).toHaveLength(before + 1);
    expect(getComputedStyle(second!).color).toBe('rgb(179, 38, 30)');
  });

  it("inserts an extended component's rule before the extension's", () => {
    const Base = styled.em`
      color: rgb(0, 0, 1);
    `;
    const Extended = styled(Base)`
      color: rgb(0, 0, 2);
    `;
    const { container } = render(<Extended>x</Extended>);
    const [base, extension] = container.querySelector('em')!.className.split(' ');
    expect(ruleIndex(base!)).toBeGreaterThanOrEqual(0);
    expect(ruleIndex(base!)).toBeLessThan(ruleIndex(extension!));
  });

  it('hands a ref to the element it draws', () => {
    const Field = styled.input`
      border: 1px solid;
    `;
    const ref = createRef<HTMLInputElement>();
    render(<Field ref={ref} aria-label="Nafn" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });
});
