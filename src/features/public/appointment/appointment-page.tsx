import { paths } from '../../../lib/routing/paths';
import { formPage } from '../layout';
import { AppointmentForm } from './appointment-form';
import { addAppointmentTexts } from './texts';

addAppointmentTexts();

/** /boka-tima/ and /en/book-appointment/: a half-hour with an adviser, inside the opening hours. */
export const { Page: AppointmentPage, Head: AppointmentHead } = formPage({
  path: paths.bookAppointment,
  title: 'appointment|pageTitle',
  lead: 'appointment|lead',
  description: 'appointment|metaDescription',
  form: AppointmentForm,
});
