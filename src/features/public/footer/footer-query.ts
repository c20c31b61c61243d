import type { Language } from '../../../domain/languages';
import { contentApi, contentLanguage } from '../content';
import { footerFromContent, type FooterData } from './footer-data';

/** The footer is document 'fotur' in the page's language. */
export const FOOTER_UID = 'fotur';

export const FOOTER_QUERY = `
  query Footer($uid: String!, $lang: String!) {
    footer(uid: $uid, lang: $lang) {
      phone
      email
      body {
        ... on FooterBodyLink_group {
          type
          primary { group_name }
          fields { title link { ... on _ExternalLink { url target } } }
        }
        ... on FooterBodyOpening_hours {
          type
          primary { name }
          fields { title opens closes days }
        }
        ... on FooterBodyButtons {
          type
          fields { title link { ... on _ExternalLink { url target } } }
        }
      }
    }
  }
`;

type GraphQLSlice = {
  type: string;
  primary?: Record<string, unknown> | null;
  fields?: Record<string, unknown>[] | null;
};
type GraphQLFooter = { phone?: string; email?: string; body?: GraphQLSlice[] | null };

/** A GraphQL link ({ url, target }) in the REST API's shape ({ link_type, url, target }). */
function restLink(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const link = value as { url?: unknown; target?: unknown };
  return typeof link.url === 'string'
    ? { link_type: 'Web', url: link.url, ...(link.target ? { target: link.target } : {}) }
    : { link_type: 'Any' };
}

/** The GraphQL answer in the REST shape footerFromContent reads (slice_type, primary, items). */
export function footerFromGraphQL(footer: GraphQLFooter): FooterData {
  return footerFromContent({
    phone: footer.phone,
    email: footer.email,
    body: (footer.body ?? []).map((slice) => ({
      slice_type: slice.type,
      primary: slice.primary ?? {},
      items: (slice.fields ?? []).map((item) => ({ ...item, link: restLink(item.link) })),
    })),
  });
}

/**
 * The footer fetched at run time (GraphQL with the ref header), for a page whose build
 * did not give it one.
 */
export async function fetchFooter(language: Language): Promise<FooterData | null> {
  const result = await contentApi().query<{ footer: GraphQLFooter | null }>(FOOTER_QUERY, {
    uid: FOOTER_UID,
    lang: contentLanguage(language),
  });
  return result.footer ? footerFromGraphQL(result.footer) : null;
}
