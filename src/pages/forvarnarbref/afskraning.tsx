import { NewsletterLinkHead, NewsletterLinkPage } from '../../features/newsletter';

/** /forvarnarbref/afskraning/: the prevention newsletter's unsubscribe link lands here. */
export default function NewsletterLinkPageView() {
  return <NewsletterLinkPage language="is" link="unsubscribe" />;
}

export function Head() {
  return <NewsletterLinkHead language="is" link="unsubscribe" />;
}
