import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { AppointmentHead, AppointmentPage } from '../../features/public/appointment';

/** Book an appointment with an adviser. The same page in both languages (`paths.bookAppointment`). */
export default function AppointmentTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <AppointmentPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <AppointmentHead language={pageContext.language} />;
}
