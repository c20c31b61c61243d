import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBodyHtml } from '../../src/build/render-body';

describe('renderBodyHtml', () => {
  it('keeps every letter whole wherever it falls against the renderer’s 2 KB chunks', async () => {
    // Short pieces of text fill the chunks one after another; with each length of the first piece
    // some letter of two bytes meets a chunk's last byte, where React 18.3 pads with zero.
    for (let filler = 0; filler < 8; filler += 1) {
      const items = Array.from({ length: 120 }, (_, index) =>
        createElement(
          'li',
          { key: index },
          `${'a'.repeat(index === 0 ? filler : 0)}Fáðu verð á tveimur mínútum`,
        ),
      );
      const element = createElement('ul', null, items);
      const html = await renderBodyHtml(element);
      expect(html).not.toContain('\0');
      expect(html).toBe(renderToString(element));
    }
  });

  it('fails when the page fails to render, so Gatsby renders and reports it', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    await expect(renderBodyHtml(createElement(Broken))).rejects.toThrow('broken page');
  });
});
