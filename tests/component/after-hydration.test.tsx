import { act } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../../src/components/link';
import { useHeadless } from '../../src/features/public/layout/site-location';
import { Providers } from './render';

// A value that differs between the server and the browser makes React draw the component again
// right after hydration, in one pass the visitor cannot interrupt. On a page of hundreds of links
// that pass was the longest task of the load; these prove it is only made where the output changes.

let container: HTMLDivElement;
afterEach(() => container.remove());

function HeadlessProbe() {
  return <span>{useHeadless() ? 'headless' : 'framed'}</span>;
}

/** Hydrates `ui`'s server markup and counts the renders React makes after that first one. */
async function rendersAfterHydration(ui: ReactNode): Promise<number> {
  let updates = 0;
  const tree = (
    <Providers language="is">
      <Profiler id="probe" onRender={(_id, phase) => void (phase === 'update' && updates++)}>
        {ui}
      </Profiler>
    </Providers>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  await act(async () => void hydrateRoot(container, tree));
  return updates;
}

describe('after hydration', () => {
  it('leaves links whose class cannot depend on the origin as they were hydrated', async () => {
    const links = ['/verd/', 'mailto:skjol@skjol.is', '#efst', 'frettir/'].map((href) => (
      <Link key={href} href={href}>
        {href}
      </Link>
    ));
    expect(await rendersAfterHydration(links)).toBe(0);
  });

  it('draws an absolute link again, as an in-site link when it names this very site', async () => {
    const href = `${window.location.origin}/frettir/`;
    expect(await rendersAfterHydration(<Link href={href}>Fréttir</Link>)).toBeGreaterThan(0);
    expect(container.querySelector('a')).toHaveAttribute('href', '/frettir/');
  });

  it('does not draw the frame again when the page is not headless', async () => {
    expect(await rendersAfterHydration(<HeadlessProbe />)).toBe(0);
    expect(container).toHaveTextContent('framed');
  });
});
