// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { holdPressesScript } from '../../src/build/after-first-paint';

/**
 * A page as the browser has it before its code arrives, with the inline script run, and the ids of
 * the buttons whose presses reached the page's own handlers.
 */
function pageBeforeItsCode(body: string) {
  const page = document.implementation.createHTMLDocument();
  page.body.innerHTML = body;
  new Function('document', holdPressesScript())(page);
  const presses: string[] = [];
  page.body.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) presses.push(button.id);
  });
  const press = (id: string) => (page.getElementById(id) as HTMLElement).click();
  const hydrate = () => page.documentElement.setAttribute('data-hydrated', '');
  return { page, presses, press, hydrate };
}

/** After the frame and the task the script waits for before pressing again. */
const nextFrameAndTask = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));

describe('a press of a button before the page has its handlers', () => {
  it('reaches no handler until the page is hydrated, then is made once on the same button', async () => {
    const { page, presses, press, hydrate } = pageBeforeItsCode(
      '<button id="menu" type="button"><span>Menu</span></button>',
    );
    page.querySelector('span')!.click();
    expect(presses).toEqual([]);
    hydrate();
    await nextFrameAndTask();
    expect(presses).toEqual(['menu']);
    press('menu');
    expect(presses).toEqual(['menu', 'menu']);
  });

  it('keeps only the latest press, and drops it when hydration replaced the button', async () => {
    const two = pageBeforeItsCode('<button id="a">A</button><button id="b">B</button>');
    two.press('a');
    two.press('b');
    two.hydrate();
    await nextFrameAndTask();
    expect(two.presses).toEqual(['b']);

    const replaced = pageBeforeItsCode('<button id="c">C</button>');
    replaced.press('c');
    replaced.page.body.innerHTML = '<button id="c">C</button>';
    replaced.hydrate();
    await nextFrameAndTask();
    expect(replaced.presses).toEqual([]);
  });

  it("leaves a form's send to the send hold, and holds the form's other buttons", async () => {
    const { page, presses, press, hydrate } = pageBeforeItsCode(
      '<form><button id="send">Send</button><button id="more" type="button">More</button></form>',
    );
    let sends = 0;
    page.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sends += 1;
    });
    press('send');
    expect({ presses, sends }).toEqual({ presses: ['send'], sends: 1 });
    press('more');
    expect(presses).toEqual(['send']);
    hydrate();
    await nextFrameAndTask();
    expect(presses).toEqual(['send', 'more']);
  });
});
