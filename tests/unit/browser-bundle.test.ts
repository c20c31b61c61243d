import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PARTYTOWN_BROWSER_HOOKS } from '../../src/build/browser-bundle';

const require = createRequire(import.meta.url);

describe("the browser bundle leaves out Gatsby's Partytown hooks", () => {
  const hooksFile = require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js');

  it('knows the file Gatsby registers the hooks from', () => {
    expect(hooksFile).toMatch(PARTYTOWN_BROWSER_HOOKS);
  });

  it('loses nothing: the hooks do nothing outside `gatsby develop`', () => {
    const hooks = require(hooksFile) as Record<string, unknown>;
    expect(Object.keys(hooks).filter((name) => name !== '__esModule')).toEqual([
      'onInitialClientRender',
    ]);
    // It would read window.location if it did anything; there is no window here.
    expect(process.env.NODE_ENV).not.toBe('development');
    expect((hooks.onInitialClientRender as () => unknown)()).toBeUndefined();
  });
});
