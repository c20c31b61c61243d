import type { HeadProps, PageProps } from 'gatsby';
import type { NewsletterLinkPageContext } from '../../build/page-context';
import { NewsletterLinkHead, NewsletterLinkPage } from '../../features/public/newsletter';

/**
 * Where the prevention newsletter's confirm and unsubscribe links land, in both languages
 * (`paths.newsletterConfirm`, `paths.newsletterUnsubscribe`).
 */
export default function NewsletterLinkTemplate({
  pageContext,
}: PageProps<object, NewsletterLinkPageContext>) {
  return <NewsletterLinkPage language={pageContext.language} link={pageContext.link} />;
}

export function Head({ pageContext }: HeadProps<object, NewsletterLinkPageContext>) {
  return <NewsletterLinkHead language={pageContext.language} link={pageContext.link} />;
}
