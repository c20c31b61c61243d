import type { ComponentType } from 'react';
import { AccessScreen } from './access/access-screen';
import { ClaimsScreen } from './claims/claims-screen';
import {
  CompanyLiabilityScreen,
  CompanyPersonalScreen,
  CompanyTravelScreen,
} from './company/company-screens';
import { DocumentsScreen } from './documents/documents-screen';
import { PaymentsScreen } from './payments/payments-screen';
import { PolicyOverviewScreen } from './policies/policy-overview-screen';
import { PurchaseScreen } from './purchase/purchase-screen';
import { RequestsScreen } from './requests/requests-screen';
import type { PortalScreenId } from './portal-routes';
import type { ScreenProps } from './screen-props';
import { CommunicationSettingsScreen } from './settings/communication-screen';
import { GeneralSettingsScreen } from './settings/general-screen';
import { PasswordSettingsScreen } from './settings/password-screen';
import { PrivacySettingsScreen } from './settings/privacy-screen';
import { StaffAccessScreen } from './settings/staff-access-screen';
import { SettingsPaymentScreen } from './settings-payment/settings-payment-screen';
import { SigningScreen } from './signing/signing-screen';
import { TransactionsScreen } from './transactions/transactions-screen';
import { TravelScreen } from './travel/travel-screen';

/**
 * Which component shows which portal screen. A screen id without an entry here falls back to
 * the portal's "no such page" message, so an unfinished screen is never shown half-made.
 */
export const SCREENS: Partial<Record<PortalScreenId, ComponentType<ScreenProps>>> = {
  overview: PolicyOverviewScreen,
  transactions: TransactionsScreen,
  payments: PaymentsScreen,
  claims: ClaimsScreen,
  documents: DocumentsScreen,
  travel: TravelScreen,
  settingsGeneral: GeneralSettingsScreen,
  settingsPassword: PasswordSettingsScreen,
  settingsPrivacy: PrivacySettingsScreen,
  settingsCommunication: CommunicationSettingsScreen,
  settingsStaffAccess: StaffAccessScreen,
  settingsPayment: SettingsPaymentScreen,
  settingsAccess: AccessScreen,
  signing: SigningScreen,
  requests: RequestsScreen,
  purchase: PurchaseScreen,
  companyLiability: CompanyLiabilityScreen,
  companyPersonal: CompanyPersonalScreen,
  companyTravel: CompanyTravelScreen,
};
