import type { Db } from '../../db/database';
import type { AuthContext, ActingParty } from '../../identity/authenticate';
import { AppError, notFound } from '../../errors';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  MARKETING_CHANNELS,
  NO_MARKETING,
  type MarketingChoices,
} from '../../../src/domain/api/communication-rules';
import type { CommunicationSettings } from '../../../src/domain/api/communication';
import { findMarketingChoice, saveMarketingChoice } from './communication.repository';

/**
 * Marketing consent is the person's own: they choose for themself, and an employee with full
 * access may record a choice the person gives by telephone (audited as the employee). Someone
 * acting for another person through an access grant only sees the choices; acting for a company,
 * the people who run it choose for it. Read-only employees only see.
 */
export function mayChangeChoices(auth: AuthContext, acting: ActingParty): boolean {
  if (auth.kind === 'staff') return auth.role !== 'Readonly';
  return acting.via === 'self' || acting.isCompany;
}

export async function communicationSettings(
  db: Db,
  acting: ActingParty,
  canChange: boolean,
): Promise<CommunicationSettings> {
  const row = await findMarketingChoice(db, acting.kennitala);
  if (!row) throw notFound('CustomerNotFound', 'No such customer');
  return {
    choices: {
      emailNewsletter: row.email_newsletter ?? NO_MARKETING.emailNewsletter,
      smsOffers: row.sms_offers ?? NO_MARKETING.smsOffers,
      post: row.post ?? NO_MARKETING.post,
    },
    email: row.email ?? '',
    mobilePhone: row.mobile_phone ?? '',
    hasAddress: row.street !== null,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    canChange,
  };
}

/** Saves the choices and keeps what changed in the audit log. */
export async function saveCommunicationChoices(
  db: Db,
  input: { acting: ActingParty; actor: string; canChange: boolean; choices: MarketingChoices },
): Promise<CommunicationSettings> {
  const { acting, actor, choices } = input;
  if (!input.canChange) {
    await recordAuditEvent(db, {
      action: 'settings.communicationChangeRefused',
      actor,
      subject: acting.kennitala,
      detail: { via: acting.via },
    });
    throw new AppError(
      'CommunicationSelfOnly',
      403,
      'Only the person themself chooses what marketing they receive',
    );
  }
  const before = await communicationSettings(db, acting, true);
  // One channel a customer cannot be reached by is refused, not silently kept as chosen.
  if (choices.emailNewsletter && !before.email)
    throw new AppError('NoEmailRegistered', 400, 'No e-mail address is registered', {
      emailNewsletter: ['settings|communicationNeedsEmail'],
    });
  if (choices.smsOffers && !before.mobilePhone)
    throw new AppError('NoMobileRegistered', 400, 'No mobile number is registered', {
      smsOffers: ['settings|communicationNeedsMobile'],
    });
  await db.transaction().execute(async (trx) => {
    await saveMarketingChoice(trx, { kennitala: acting.kennitala, ...choices, updatedBy: actor });
    await recordAuditEvent(trx, {
      action: 'settings.communicationChanged',
      actor,
      subject: acting.kennitala,
      detail: Object.fromEntries(
        MARKETING_CHANNELS.filter((channel) => before.choices[channel] !== choices[channel]).map(
          (channel) => [channel, choices[channel]],
        ),
      ),
    });
  });
  return communicationSettings(db, acting, true);
}
