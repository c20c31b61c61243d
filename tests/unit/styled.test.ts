import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import styled, { CollectedStyles, css, keyframes, StyleSheetTarget } from '#styled';

// How a page's components are rendered on the server: each render collects its own rules.
function renderPage(element: ReactElement) {
  const styles = new CollectedStyles();
  const html = renderToString(createElement(StyleSheetTarget, { value: styles }, element));
  return { html, css: String(styles) };
}

const classOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1] ?? '';

const Note = styled.p<{ $tone?: 'warning' }>`
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.error : theme.colors.text)};
  &:not(:last-child)::before {
    content: '';
  }
  @media (min-width: 768px) {
    padding: 1px;
  }
`;

describe('styled components on the server', () => {
  it('names a class after its CSS and writes its rules the way stylis nests them', () => {
    const { html, css: rules } = renderPage(createElement(Note, null, 'Halló'));
    const className = classOf(html);
    expect(className).toMatch(/^st-[0-9a-z]+$/);
    expect(rules).toContain(`.${className}{color:#1c2430;}`);
    expect(rules).toContain(`.${className}:not(:last-child)::before{content:'';}`);
    expect(rules).toContain(`@media (min-width: 768px){.${className}{padding:1px;}}`);
    // The same CSS is the same class on every render (the browser's hydration relies on it).
    expect(classOf(renderPage(createElement(Note, null, 'Aftur')).html)).toBe(className);
  });

  it('gives other props their own class and keeps $props out of the markup', () => {
    const plain = renderPage(createElement(Note, null, 'a'));
    const warning = renderPage(createElement(Note, { $tone: 'warning' }, 'a'));
    expect(classOf(warning.html)).not.toBe(classOf(plain.html));
    expect(warning.css).toContain('color:#b3261e;');
    expect(warning.html).not.toContain('tone');
  });

  it('collects each render on its own, as Gatsby renders two pages at once', () => {
    const Left = styled.div`
      margin-left: 1px;
    `;
    const Right = styled.div`
      margin-right: 1px;
    `;
    const left = renderPage(createElement(Left));
    const right = renderPage(createElement(Right));
    expect(left.css).toContain('margin-left');
    expect(left.css).not.toContain('margin-right');
    expect(right.css).not.toContain('margin-left');
  });

  it("puts an extended component's rules before the extension's, which win", () => {
    const Loud = styled(Note)`
      color: red;
    `;
    const { html, css: rules } = renderPage(createElement(Loud, { $tone: 'warning' }));
    const [base, own] = classOf(html).split(' ');
    expect(rules.indexOf(`.${base}{`)).toBeGreaterThanOrEqual(0);
    expect(rules.indexOf(`.${base}{`)).toBeLessThan(rules.indexOf(`.${own}{`));
    // The $prop reached the extended component, which styled itself with it.
    expect(rules).toContain('color:#b3261e;');
    expect(html).toMatch(/^<p /);
  });

  it('takes attrs and `as`, and hands `as` through to the styled component it extends', () => {
    const Item = styled(Note).attrs({ as: 'li' })`
      list-style: none;
    `;
    expect(renderPage(createElement(Item)).html).toMatch(/^<li class="st-\w+ st-\w+"/);
    expect(renderPage(createElement(Note, { as: 'span' })).html).toMatch(/^<span /);
    const Submit = styled.button.attrs({ type: 'submit' })``;
    expect(renderPage(createElement(Submit)).html).toContain('type="submit"');
  });

  it('flattens css fragments with the props and writes keyframes into every page using them', () => {
    const fadeIn = keyframes`
      from { opacity: 0; }
      to { opacity: 1; }
    `;
    const Panel = styled.div<{ $open: boolean }>`
      ${({ $open }) =>
        $open &&
        css`
          animation: ${fadeIn} 1s;
        `}
    `;
    const open = renderPage(createElement(Panel, { $open: true }));
    const name = /animation:(kf-\w+) 1s/.exec(open.css)?.[1];
    expect(name).toBeDefined();
    expect(open.css).toContain(`@keyframes ${name}{from{opacity:0;}to{opacity:1;}}`);
    expect(renderPage(createElement(Panel, { $open: true })).css).toContain(`@keyframes ${name}`);
    expect(renderPage(createElement(Panel, { $open: false })).css).not.toContain('keyframes');
  });

  it('refuses a styled component as a selector, which has no class of its own to stand for', () => {
    const Outer = styled.div`
      ${Note as never} {
        color: red;
      }
    `;
    expect(() => renderPage(createElement(Outer))).toThrow(/cannot be a selector/);
  });
});
