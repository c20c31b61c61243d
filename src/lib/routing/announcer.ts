// After a client-side navigation, screen readers hear where they are now.

/**
 * The text announced after a client-side navigation: `prefix` ('Navigated to', 'Fór á') and the
 * page's first h1, else its title, else its path. Whitespace is collapsed so a heading split over
 * lines is read as one phrase.
 */
export function announcementText(
  prefix: string,
  page: { heading?: string | null; title?: string | null; pathname: string },
): string {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const name = clean(page.heading) || clean(page.title) || page.pathname;
  return `${prefix} ${name}`;
}
