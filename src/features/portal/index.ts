// The customer portal's surface: what the app that composes it (src/app) and the staff area,
// whose employees act in customers' screens, may use. Nothing here imports the staff area.
export { useUserInfo, userInfoKey, type PortalUser } from './api/user';
export { ClaimMessageForm } from './claims/claim-message-form';
export { ClaimFiles, ClaimMessages } from './claims/claim-messages';
export { ClaimTimeline } from './claims/claim-timeline';
export { PortalScreenRouter, screenAt } from './portal-router';
export {
  PORTAL_SCREENS,
  isCompanyOnly,
  portalBasepath,
  portalPath,
  type PortalScreenId,
} from './portal-routes';
export { ensurePortalTexts } from './portal-texts';
export { PurchaseSignIn, SCREENS, lazyScreen, preloadScreens } from './screens';
export { BankDetailsPopup } from './settings-payment/bank-details-popup';
export { CardRegistrationDialog } from './settings-payment/card-registration-dialog';
export { ContactDetailsPopup } from './settings/contact-details-popup';
export { Badge, type BadgeTone } from './shared/badge';
export { CaseThread } from './shared/case-thread';
export { localized } from './shared/format';
export { MayWriteContext, WriteAccess, WriteFieldset } from './shared/may-write';
export { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from './shared/screen-states';
export {
  actingCompanyInAddress,
  adoptActingCompanyFromAddress,
  withActingCompany,
} from './shell/acting-address';
export { FirstPaint, SESSION_HINT_SCRIPT, sessionHinted } from './shell/first-paint';
export { isHiddenForCompanies } from './shell/navigation-items';
export { PortalFooter } from './shell/portal-footer';
export { ErrorPanel, Main } from './shell/portal-frame';
export { PortalHeader } from './shell/portal-header';
export { PortalNav } from './shell/portal-nav';
export { SignInScreen } from './shell/sign-in-screen';
