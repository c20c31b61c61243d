import en from '../../../../locales/en/calendar.json';
import is from '../../../../locales/is/calendar.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The advent calendar's texts travel with its pages, not with every page of the site. */
export function addCalendarTexts(): void {
  addTranslationGroups({ is: { calendar: is }, en: { calendar: en } });
}
