import en from '../../../../locales/en/appointment.json';
import is from '../../../../locales/is/appointment.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The appointment form's texts travel with its page. */
export function addAppointmentTexts(): void {
  addTranslationGroups({ is: { appointment: is }, en: { appointment: en } });
}
