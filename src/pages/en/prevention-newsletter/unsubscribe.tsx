import { NewsletterLinkHead, NewsletterLinkPage } from '../../../features/newsletter';

/** /en/prevention-newsletter/unsubscribe/: the prevention newsletter's unsubscribe link lands here. */
export default function NewsletterLinkPageView() {
  return <NewsletterLinkPage language="en" link="unsubscribe" />;
}

export function Head() {
  return <NewsletterLinkHead language="en" link="unsubscribe" />;
}
