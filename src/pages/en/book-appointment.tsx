import { AppointmentHead, AppointmentPage } from '../../features/appointment';

/** /en/book-appointment/: book an appointment with an adviser. */
export default function AppointmentPageEn() {
  return <AppointmentPage language="en" />;
}

export function Head() {
  return <AppointmentHead language="en" />;
}
