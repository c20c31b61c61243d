/**
 * Set on <html> once React has taken the built page over (Gatsby's first client render, through
 * react-dom's hydrateRoot): from then on the page's own handlers hear what is done, so tools and
 * tests that act on the page as its code would wait for it. Before then the page works as plain
 * HTML (links, `<details>` menus), and React replays a click on a part it is still hydrating.
 */
export const FULLY_HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markHydrated(): void {
  document.documentElement.setAttribute(FULLY_HYDRATED_ATTRIBUTE, '');
}
