import type { FastifyPluginAsync } from 'fastify';
import { accessRoutes } from '../modules/access/access.routes';
import { accountRoutes } from '../modules/account/account.routes';
import { customerCaseRoutes } from '../modules/cases/customer-cases.routes';
import { claimRoutes } from '../modules/claim/claim.routes';
import { claimReporterRoutes } from '../modules/claim/claim-reporter.routes';
import { companyRoutes } from '../modules/company/company.routes';
import { electronicDocumentRoutes } from '../modules/document/document.routes';
import { signingRoutes } from '../modules/document/signing.routes';
import { impersonationRoutes } from '../modules/impersonation/impersonation.routes';
import { odsRoutes } from '../modules/ods/ods.routes';
import { offerRoutes } from '../modules/offer/offer.routes';
import { paymentRoutes } from '../modules/payment/payment.routes';
import { policyRoutes } from '../modules/policy/policy.routes';
import { printRoutes } from '../modules/print/print.routes';
import { quotePurchaseRoutes } from '../modules/quote/quote-purchase.routes';
import { communicationRoutes } from '../modules/settings/communication.routes';
import { privacyRoutes } from '../modules/settings/privacy.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { settingsPaymentRoutes } from '../modules/settings-payment/settings-payment.routes';
import { travelRoutes } from '../modules/travel/travel.routes';
import { userRoutes } from '../modules/user/user.routes';
import { requireSignIn } from './sign-in';

/**
 * The customer portal: every route needs a valid access token. A customer acts for themself or,
 * with the overviewUser header, for someone who granted them access; staff act for a customer
 * with the impersonatedUser header. Routes ask whom through `request.actingParty()`.
 */
export const signedInArea: FastifyPluginAsync = async (area) => {
  requireSignIn(area);
  for (const user of [userRoutes, impersonationRoutes, settingsRoutes, privacyRoutes])
    await area.register(user, { prefix: '/api/user/v1' });
  await area.register(customerCaseRoutes, { prefix: '/api/user/v1' });
  await area.register(settingsPaymentRoutes, { prefix: '/api/user' });
  await area.register(accessRoutes, { prefix: '/api/user' });
  await area.register(communicationRoutes, { prefix: '/api/form' });
  await area.register(quotePurchaseRoutes, { prefix: '/api/quote/v1' });
  await area.register(policyRoutes, { prefix: '/api/policy' });
  await area.register(travelRoutes, { prefix: '/api/policy' });
  await area.register(companyRoutes, { prefix: '/api/company' });
  await area.register(claimRoutes, { prefix: '/api/claim/v1' });
  await area.register(claimReporterRoutes, { prefix: '/api/claimreport/v1' });
  await area.register(electronicDocumentRoutes, { prefix: '/api/document' });
  await area.register(signingRoutes, { prefix: '/api/document' });
  await area.register(accountRoutes, { prefix: '/api/account/v1' });
  await area.register(paymentRoutes, { prefix: '/api/payment/v1' });
  await area.register(offerRoutes, { prefix: '/api/offer/v1' });
  await area.register(odsRoutes, { prefix: '/api/ods/v1' });
  await area.register(printRoutes, { prefix: '/api/print/v1' });
};
