import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

// The browser keeps the server's sheet of component rules (src/lib/server-styles.ts): nothing is
// written twice, and rules of later renders go in at their component's place, so a component that
// extends another still overrides it.

type Tone = 'calm' | 'loud';

/** The page's code as it is loaded: styled-components, React and two components. */
async function pageCode() {
  const { default: styled, ServerStyleSheet } = await import('styled-components');
  const client = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const Note = styled.p<{ $tone: Tone }>`
    color: ${({ $tone }) => ($tone === 'loud' ? 'red' : 'gray')};
  `;
  const Warning = styled(Note)`
    color: ${({ $tone }) => ($tone === 'loud' ? 'darkred' : 'black')};
    font-weight: bold;
  `;
  const page = (tone: Tone) => <Warning $tone={tone}>Varúð</Warning>;
  /** What the server sends: the markup and the sheet styled-components wrote while rendering it. */
  const serverRender = (tone: Tone) => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(page(tone)));
    return { html, css: sheet.instance.toString() };
  };
  return { client, page, serverRender };
}

const rulesOf = (element: HTMLStyleElement) =>
  [...element.sheet!.cssRules].map((rule) => rule.cssText);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the server's component rules in the browser", () => {
  it('are kept where they are, written once, and later rules go in at their component’s place', async () => {
    // Imported here, not at the top: styled-components looks for a server sheet as it is loaded.
    const { client, page, serverRender } = await pageCode();
    const served = serverRender('calm');
    document.head.innerHTML = `<style data-styled="">${served.css}</style>`;
    const container = document.createElement('div');
    container.innerHTML = served.html;
    document.body.append(container);
    const element = document.querySelector('style')!;
    const sentRules = rulesOf(element);

    await import('../../src/lib/server-styles');
    let root: ReturnType<typeof client.hydrateRoot> | undefined;
    await act(async () => void (root = client.hydrateRoot(container, page('calm'))));

    // Hydration wrote nothing: the server's element is the one sheet, as it was sent.
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(rulesOf(element)).toEqual(sentRules);
    expect(container.innerHTML).toBe(served.html);

    // A new look inserts the base component's rule among its own, before the extending component's.
    await act(async () => root!.render(page('loud')));
    const rules = rulesOf(element);
    expect(rules).toHaveLength(sentRules.length + 2);
    const where = (text: string) => rules.findIndex((rule) => rule.includes(text));
    const [noteMarker, warningMarker] = rules
      .map((rule, index) => (rule.startsWith('data-styled') ? index : -1))
      .filter((index) => index >= 0);
    expect(where('color: red')).toBe(noteMarker! + 1);
    expect(where('color: darkred')).toBe(warningMarker! + 1);
    expect(where('color: red')).toBeLessThan(where('color: darkred'));
  });
});
