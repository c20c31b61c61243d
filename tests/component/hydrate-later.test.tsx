import { createElement as preactElement } from 'preact';
import { createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser runs Preact, whose hydration keeps a suspended region's server markup and resumes
// there; React's needs its own markers in the HTML. Run where 'react' is Preact.
const inPreact = createElement === (preactElement as unknown);

/** What the server sends for two regions (components/hydrate-later.tsx draws the same box). */
const SERVER_HTML =
  '<main><p>Top</p>' +
  '<div data-hydrate-later="" style="display: contents;"><button type="button">One</button></div>' +
  '<div data-hydrate-later="" style="display: contents;"><button type="button">Two</button></div>' +
  '</main>';

/** The next task, after the microtasks in which Preact renders a resumed region. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The server's markup, in the document: its container and its buttons. */
function serverMarkup(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { container, buttons: [...container.querySelectorAll('button')] };
}

/** A region's code, which arrives when the test says. */
function codeToCome() {
  let codeArrives = () => {};
  const code = new Promise<void>((resolve) => {
    codeArrives = resolve;
  });
  return { code, codeArrives };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  vi.resetModules();
});

describe.runIf(inPreact)('HydrateLater', () => {
  /** Hydrates two regions over the server's markup; `waitFor` is what else each waits for. */
  async function hydratePage(waitFor?: () => Promise<unknown>) {
    const { HydrateLater } = await import('../../src/components/hydrate-later');
    const clicks: string[] = [];
    function Counter({ name }: { name: string }) {
      const [count, setCount] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            clicks.push(name);
            setCount(count + 1);
          }}
        >
          {count ? `${name} ${count}` : name}
        </button>
      );
    }
    const page = (
      <main>
        <p>Top</p>
        <HydrateLater waitFor={waitFor}>
          <Counter name="One" />
        </HydrateLater>
        <HydrateLater waitFor={waitFor}>
          <Counter name="Two" />
        </HydrateLater>
      </main>
    );
    const {
      container,
      buttons: [one, two],
    } = serverMarkup(SERVER_HTML);
    hydrateRoot(container, page);
    return { container, clicks, one: one!, two: two! };
  }

  it('keeps the server markup and hydrates one region per task, after the page', async () => {
    const { container, clicks, one, two } = await hydratePage();
    // Taken over, but the regions wait: their markup stays, their handlers are not yet there.
    expect(container.innerHTML).toBe(SERVER_HTML);
    one.click();
    expect(clicks).toEqual([]);

    await nextTask();
    one.click();
    two.click();
    expect(clicks).toEqual(['One']);

    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    await nextTask();
    two.click();
    expect(clicks).toEqual(['One', 'Two']);
    // Every region has its handlers: <html> says so, a task later.
    await nextTask();
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    // The same elements throughout: nothing was drawn again, so focus and scroll stay put.
    expect(container.querySelectorAll('button')[0]).toBe(one);
    expect(container.querySelectorAll('button')[1]).toBe(two);
    await vi.waitFor(() => expect(one.textContent).toBe('One 1'));
  });

  it('keeps a region that waits for more than its turn as server markup while the rest go on', async () => {
    const { HydrateLater } = await import('../../src/components/hydrate-later');
    const { code, codeArrives } = codeToCome();
    const clicks: string[] = [];
    const page = (
      <main>
        <p>Top</p>
        <HydrateLater waitFor={() => code} boxAttributes={{ 'data-waits': '' }}>
          <button type="button" onClick={() => clicks.push('One')}>
            One
          </button>
        </HydrateLater>
        <HydrateLater>
          <button type="button" onClick={() => clicks.push('Two')}>
            Two
          </button>
        </HydrateLater>
      </main>
    );
    const {
      container,
      buttons: [one, two],
    } = serverMarkup(
      SERVER_HTML.replace(
        'style="display: contents;"><button type="button">One',
        'style="display: contents;" data-waits=""><button type="button">One',
      ),
    );
    hydrateRoot(container, page);
    await nextTask();
    await nextTask();
    await nextTask();
    // The second region had its turn and the page counts as taken over; the first still waits.
    two!.click();
    one!.click();
    expect(clicks).toEqual(['Two']);
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    codeArrives();
    // Its turn comes in a task of its own after the code.
    await nextTask();
    await nextTask();
    one!.click();
    expect(clicks).toEqual(['Two', 'One']);
    expect(container.querySelectorAll('button')[0]).toBe(one);
  });

  it('hydrates regions whose code comes at once one per task, not in the task that brought it', async () => {
    const { code, codeArrives } = codeToCome();
    const { clicks, one, two } = await hydratePage(() => code);
    await nextTask();
    codeArrives();
    await nextTask();
    one.click();
    two.click();
    expect(clicks).toEqual([]);
    await nextTask();
    one.click();
    two.click();
    expect(clicks).toEqual(['One']);
    await nextTask();
    two.click();
    expect(clicks).toEqual(['One', 'Two']);
  });

  it('gives a region met inside a region being taken over a turn of its own', async () => {
    const { HydrateLater } = await import('../../src/components/hydrate-later');
    const clicks: string[] = [];
    let showMore: (shown: boolean) => void = () => {};
    function Outer() {
      const [more, setMore] = useState(false);
      showMore = setMore;
      return (
        <>
          <button type="button" onClick={() => clicks.push('Outer')}>
            Outer
          </button>
          <HydrateLater>
            <button type="button" onClick={() => clicks.push('Inner')}>
              Inner
            </button>
          </HydrateLater>
          {more && (
            <HydrateLater>
              <p>Later</p>
            </HydrateLater>
          )}
        </>
      );
    }
    const box = (inside: string) =>
      `<div data-hydrate-later="" style="display: contents;">${inside}</div>`;
    const {
      container,
      buttons: [outer, inner],
    } = serverMarkup(
      box('<button type="button">Outer</button>' + box('<button type="button">Inner</button>')),
    );
    hydrateRoot(
      container,
      <HydrateLater>
        <Outer />
      </HydrateLater>,
    );
    await nextTask();
    outer!.click();
    inner!.click();
    // The outer region is taken over; the one inside it waits for the next task.
    expect(clicks).toEqual(['Outer']);
    await nextTask();
    inner!.click();
    expect(clicks).toEqual(['Outer', 'Inner']);
    expect(container.querySelectorAll('button')[1]).toBe(inner);
    // A region mounted afterwards is drawn at once.
    const { act } = await import('preact/test-utils');
    act(() => showMore(true));
    expect(container.querySelector('p')?.textContent).toBe('Later');
  });

  it('renders at once once the page has been taken over (a page reached in the browser)', async () => {
    const { HydrateLater, endFirstHydration } = await import('../../src/components/hydrate-later');
    endFirstHydration();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('preact/test-utils');
    act(() =>
      createRoot(container).render(
        <HydrateLater>
          <p>Content</p>
        </HydrateLater>,
      ),
    );
    expect(container.querySelector('p')?.textContent).toBe('Content');
  });
});
