import type { SitePageContext } from '../build/page-context';
import { richTextAsText } from '../features/public/content/links';
import type { RichTextField } from '../features/public/content/prismic-types';
import type { PageIntroProps } from '../slices/page-intro';

type IntroData = { title?: RichTextField; lead?: string; icon?: string };

/**
 * A content page's title band, from its document: its title (the page's name when the document has
 * none), its lead and icon, and the page's breadcrumbs.
 */
export function documentIntro({
  document,
  language,
  title,
  breadcrumbs,
}: SitePageContext<IntroData>): PageIntroProps {
  const { data } = document;
  return {
    title: richTextAsText(data.title) || title,
    lead: data.lead,
    icon: data.icon,
    language,
    crumbs: breadcrumbs,
  };
}
