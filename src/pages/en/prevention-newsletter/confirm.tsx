import { NewsletterLinkHead, NewsletterLinkPage } from '../../../features/newsletter';

/** /en/prevention-newsletter/confirm/: the prevention newsletter's confirm link lands here. */
export default function NewsletterLinkPageView() {
  return <NewsletterLinkPage language="en" link="confirm" />;
}

export function Head() {
  return <NewsletterLinkHead language="en" link="confirm" />;
}
