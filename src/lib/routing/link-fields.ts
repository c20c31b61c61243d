// Prismic link fields (REST API v2) and the address each one points to. Pure, so the build, the
// browser and the tests read links the same way.

export type LinkField = {
  link_type: 'Web' | 'Document' | 'Media' | 'Any';
  url?: string | null;
  target?: string;
  /** Document links. */
  id?: string;
  type?: string;
  uid?: string;
  lang?: string;
  isBroken?: boolean;
  /** Media links. */
  name?: string;
  kind?: string;
  size?: string;
};

/**
 * The address a link field points to: web and media links carry it; document links carry the
 * path the build resolved (`url`). Empty and broken links give null, so nothing renders a link to
 * nowhere.
 */
export function linkHref(link: LinkField | null | undefined): string | null {
  if (!link || typeof link !== 'object') return null;
  if (link.link_type === 'Document' && link.isBroken) return null;
  const url = typeof link.url === 'string' ? link.url.trim() : '';
  return url === '' ? null : url;
}
