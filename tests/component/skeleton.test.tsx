import { describe, expect, it } from 'vitest';
import { Skeleton } from '../../src/components/skeleton';
import { renderWithProviders } from './render';

/** The page's rules, as the browser holds them (components insert theirs one by one). */
function styleText(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithProviders(<Skeleton />);
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes width and height in pixels or CSS lengths', () => {
    const { container } = renderWithProviders(
      <>
        <Skeleton width={120} height={16} />
        <Skeleton width="50%" height="2rem" />
      </>,
    );
    const [pixels, lengths] = Array.from(container.querySelectorAll('[data-skeleton]'));
    expect(pixels).toHaveStyle({ width: '120px', height: '16px' });
    expect(lengths).toHaveStyle({ width: '50%', height: '2rem' });
  });

  it('draws a circle as wide as it is high', () => {
    const { container } = renderWithProviders(<Skeleton circle width={40} />);
    expect(container.querySelector('[data-skeleton]')).toHaveStyle({
      width: '40px',
      height: '40px',
      borderRadius: '50%',
    });
  });

  it('shimmers for 1.2 s between #eee and #f5f5f5, and not under reduced motion', () => {
    renderWithProviders(<Skeleton />);
    const css = styleText();
    expect(css).toMatch(/animation:\s*[\w-]+ 1200ms/);
    expect(css).toContain('#eee');
    expect(css).toContain('#f5f5f5');
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\s*\{[^}]*animation:\s*none/);
  });
});
