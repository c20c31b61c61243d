import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { EventSignupHead, EventSignupPage } from '../../features/public/public-forms';

/** Sign up for one of Skjól's events. The same page in both languages (`paths.eventSignup`). */
export default function EventSignupTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <EventSignupPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <EventSignupHead language={pageContext.language} />;
}
