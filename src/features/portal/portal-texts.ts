import enAccessGrants from '../../../locales/en/accessGrants.json';
import enCreditCard from '../../../locales/en/creditCard.json';
import enPortal from '../../../locales/en/portal.json';
import enSettings from '../../../locales/en/settings.json';
import enSettingsPayment from '../../../locales/en/settingsPayment.json';
import enSigning from '../../../locales/en/signing.json';
import enRequests from '../../../locales/en/requests.json';
import enInbox from '../../../locales/en/inbox.json';
import enQuote from '../../../locales/en/quote.json';
import enChat from '../../../locales/en/chat.json';
import enChatConsole from '../../../locales/en/chatConsole.json';
import enClaimHandling from '../../../locales/en/claimHandling.json';
import enClaimReport from '../../../locales/en/claimReport.json';
import enCompany from '../../../locales/en/company.json';
import isAccessGrants from '../../../locales/is/accessGrants.json';
import isCreditCard from '../../../locales/is/creditCard.json';
import isPortal from '../../../locales/is/portal.json';
import isSettings from '../../../locales/is/settings.json';
import isSettingsPayment from '../../../locales/is/settingsPayment.json';
import isSigning from '../../../locales/is/signing.json';
import isRequests from '../../../locales/is/requests.json';
import isInbox from '../../../locales/is/inbox.json';
import isQuote from '../../../locales/is/quote.json';
import isChat from '../../../locales/is/chat.json';
import isChatConsole from '../../../locales/is/chatConsole.json';
import isClaimHandling from '../../../locales/is/claimHandling.json';
import isClaimReport from '../../../locales/is/claimReport.json';
import isCompany from '../../../locales/is/company.json';
import '../../lib/api/error-code-texts';
import { addTranslationGroups } from '../../lib/i18n';

/** The portal's translation groups, one JSON file per group and language. */
const PORTAL_GROUPS = {
  is: {
    portal: isPortal,
    settings: isSettings,
    settingsPayment: isSettingsPayment,
    creditCard: isCreditCard,
    accessGrants: isAccessGrants,
    signing: isSigning,
    requests: isRequests,
    inbox: isInbox,
    quote: isQuote,
    chatConsole: isChatConsole,
    chat: isChat,
    claimHandling: isClaimHandling,
    claimReport: isClaimReport,
    company: isCompany,
  },
  en: {
    portal: enPortal,
    settings: enSettings,
    settingsPayment: enSettingsPayment,
    creditCard: enCreditCard,
    accessGrants: enAccessGrants,
    signing: enSigning,
    requests: enRequests,
    inbox: enInbox,
    quote: enQuote,
    chatConsole: enChatConsole,
    chat: enChat,
    claimHandling: enClaimHandling,
    claimReport: enClaimReport,
    company: enCompany,
  },
} as const;

/**
 * The portal's texts travel in the portal's own bundle, not in every public page's: they are
 * added to the shared i18n instances when the portal first renders.
 */
export function ensurePortalTexts(): void {
  addTranslationGroups(PORTAL_GROUPS);
}
