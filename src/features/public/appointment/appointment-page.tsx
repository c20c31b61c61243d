import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, PublicFormPage } from '../layout';
import { AppointmentForm } from './appointment-form';
import { addAppointmentTexts } from './texts';

addAppointmentTexts();

/** /boka-tima/ and /en/book-appointment/: a half-hour with an adviser, inside the opening hours. */
export const AppointmentPage = ({ language }: { language: Language }) => (
  <PublicFormPage
    language={language}
    path={paths.bookAppointment}
    title="appointment|pageTitle"
    lead="appointment|lead"
  >
    <AppointmentForm language={language} />
  </PublicFormPage>
);

export const AppointmentHead = formHead(
  paths.bookAppointment,
  'appointment|pageTitle',
  'appointment|metaDescription',
);
