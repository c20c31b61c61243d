import { EventSignupHead, EventSignupPage } from '../../../features/public-forms';

/** /en/events/sign-up/: sign up for one of Skjól's events. */
export default function Page() {
  return <EventSignupPage language="en" />;
}

export function Head() {
  return <EventSignupHead language="en" />;
}
