import en from '../../../../locales/en/claimReport.json';
import is from '../../../../locales/is/claimReport.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The reporting wizard's texts travel with its page. */
export function addClaimReportTexts(): void {
  addTranslationGroups({ is: { claimReport: is }, en: { claimReport: en } });
}
