import { EventSignupHead, EventSignupPage } from '../../features/public-forms';

/** /vidburdir/skraning/: sign up for one of Skjól's events. */
export default function Page() {
  return <EventSignupPage language="is" />;
}

export function Head() {
  return <EventSignupHead language="is" />;
}
