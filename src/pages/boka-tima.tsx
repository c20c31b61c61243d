import { AppointmentHead, AppointmentPage } from '../features/appointment';

/** /boka-tima/: book an appointment with an adviser. */
export default function AppointmentPageIs() {
  return <AppointmentPage language="is" />;
}

export function Head() {
  return <AppointmentHead language="is" />;
}
