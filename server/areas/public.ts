import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from '../content/content.routes';
import { eidAppRoutes } from '../eid/simulated-app';
import { identityRoutes } from '../identity/identity.routes';
import { caseFormRoutes, inboundMailRoutes } from '../modules/cases/cases.routes';
import { publicFormRoutes } from '../modules/cases/public-forms.routes';
import { uploadFormRoutes } from '../modules/cases/upload-forms.routes';
import { chatAttachmentRoutes } from '../modules/chat/chat-attachments.routes';
import { chatRoutes } from '../modules/chat/chat.routes';
import { claimReportLogoutRoutes, claimReportRoutes } from '../modules/claim/claim-report.routes';
import {
  contactChangeUndoRoutes,
  emailConfirmRoutes,
} from '../modules/contact-change/contact-change.routes';
import { devRoutes } from '../modules/dev/dev.routes';
import { documentRoutes } from '../modules/documents/documents.routes';
import { eventRoutes } from '../modules/events/events.routes';
import { lotteryRoutes } from '../modules/events/lottery.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { contentConfigRoutes, helpRoutes } from '../modules/help/help.routes';
import { languageRoutes } from '../modules/language/language.routes';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { publicRoutes } from '../modules/public/public.routes';
import { publishingRoutes } from '../modules/publishing/publishing.routes';
import type { Publisher } from '../modules/publishing/publishing.service';
import { quoteRoutes } from '../modules/quote/quote.routes';

/**
 * What anyone may call without signing in: the forms, prices and quotes, the chat, the content,
 * the sign-in pages, webhooks. A few routes here take a token when one is sent (a form or chat
 * started signed in); they check it themselves.
 */
export const publicArea: FastifyPluginAsync<{ publisher?: Publisher }> = async (
  area,
  { publisher },
) => {
  const { deps } = area;
  await area.register(healthRoutes, { prefix: '/api' });
  await area.register(identityRoutes(deps.identity));
  for (const forms of [
    caseFormRoutes,
    uploadFormRoutes,
    newsletterRoutes,
    publicFormRoutes,
    eventRoutes,
    lotteryRoutes,
  ])
    await area.register(forms, { prefix: '/api/form' });
  await area.register(quoteRoutes, { prefix: '/api/quote/v1' });
  await area.register(contactChangeUndoRoutes);
  await area.register(emailConfirmRoutes);
  await area.register(chatRoutes);
  await area.register(chatAttachmentRoutes);
  await area.register(languageRoutes, { prefix: '/api/languagelookup/v2' });
  if (deps.config.demoMode) {
    await area.register(devRoutes, { prefix: '/dev' });
    await area.register(eidAppRoutes, { prefix: '/dev', siteUrl: deps.config.siteUrl });
  }
  await area.register(contentRoutes, { prefix: '/cms' });
  await area.register(claimReportRoutes, { prefix: '/api/claimreport/v1' });
  await area.register(claimReportLogoutRoutes);
  await area.register(publicRoutes, { prefix: '/api/public/v1' });
  await area.register(helpRoutes, { prefix: '/api/content/v1' });
  await area.register(contentConfigRoutes, { prefix: '/api/contentConfig/v1' });
  await area.register(documentRoutes);
  await area.register(publishingRoutes, {
    prefix: '/api/hooks',
    ...(publisher ? { publisher } : {}),
  });
  await area.register(inboundMailRoutes, { prefix: '/api/hooks' });
};
