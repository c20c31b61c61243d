import { NewsletterLinkHead, NewsletterLinkPage } from '../../features/newsletter';

/** /forvarnarbref/stadfesta/: the prevention newsletter's confirm link lands here. */
export default function NewsletterLinkPageView() {
  return <NewsletterLinkPage language="is" link="confirm" />;
}

export function Head() {
  return <NewsletterLinkHead language="is" link="confirm" />;
}
