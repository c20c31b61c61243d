import { sql } from 'kysely';
import { isValidEmail } from '../../src/domain/email';
import { isValidLocalPhone, normalizeLocalPhone } from '../../src/domain/phone';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ServerLanguage } from '../i18n/locales';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { requestEmailChange } from '../modules/contact-change/email-verification.service';

/**
 * How long after mobile ID identified them a person may finish becoming a customer; after that
 * they identify themselves again.
 */
export const NEW_CUSTOMER_MINUTES = 15;

/** The step of the sign-in where a person mobile ID identified becomes a customer. */
export const newCustomerPath = (uid: string) =>
  `/interaction/${encodeURIComponent(uid)}/nyr-vidskiptavinur/`;

export type IdentifiedPerson = {
  requestId: string;
  kennitala: string;
  name: string;
  /** The number the mobile-ID request went to: the mobile number offered first. */
  phone: string;
};

/**
 * The person this sign-in's mobile ID approved, with the name the provider gave, when they are
 * not yet a customer. Nothing the browser sends names them: only the approved request kept for
 * this very interaction does, so no one becomes a customer under a kennitala they did not prove.
 */
export async function identifiedStranger(
  db: Db,
  interactionUid: string,
  now = new Date(),
): Promise<IdentifiedPerson | undefined> {
  const row = await db
    .selectFrom('eid_request')
    .select(['id', 'kennitala', 'full_name', 'phone'])
    .where('interaction_uid', '=', interactionUid)
    .where('status', '=', 'approved')
    .where('kennitala', 'is not', null)
    .where('full_name', 'is not', null)
    .where('created_at', '>', new Date(now.getTime() - NEW_CUSTOMER_MINUTES * 60_000))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('party')
            .select(sql`1`.as('one'))
            .whereRef('party.kennitala', '=', 'eid_request.kennitala'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row?.kennitala || !row.full_name) return undefined;
  return { requestId: row.id, kennitala: row.kennitala, name: row.full_name, phone: row.phone };
}

export type NewCustomerInput = { email: string; mobile: string };
export type NewCustomerErrors = Partial<Record<keyof NewCustomerInput, string>>;

/** The form's rules: an e-mail address and a seven-digit mobile number; reasons are `login` keys. */
export function checkNewCustomer(input: Partial<NewCustomerInput>): {
  errors: NewCustomerErrors;
  value?: NewCustomerInput;
} {
  const email = (input.email ?? '').trim();
  const mobile = (input.mobile ?? '').trim();
  const errors: NewCustomerErrors = {};
  if (!email) errors.email = 'requiredField';
  else if (email.length > 254 || !isValidEmail(email)) errors.email = 'invalidEmail';
  if (!mobile) errors.mobile = 'requiredField';
  else if (!isValidLocalPhone(mobile)) errors.mobile = 'invalidPhone';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, value: { email, mobile: normalizeLocalPhone(mobile)! } };
}

/**
 * Makes the identified person a customer: a person under the proven kennitala and name, with the
 * mobile number given. The e-mail address is not theirs on file until they open the link mailed
 * to it (the mechanism every change of e-mail uses), so nothing is sent to an address no one has
 * proven. Answers false when the kennitala became a customer meanwhile (a second press).
 */
export async function createCustomer(
  db: Db,
  mailer: Mailer,
  person: IdentifiedPerson,
  input: NewCustomerInput,
  options: { language: ServerLanguage; siteUrl: string },
): Promise<boolean> {
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('party')
      .values({
        kennitala: person.kennitala,
        kind: 'person',
        full_name: person.name,
        email: null,
        mobile_phone: input.mobile,
      })
      .onConflict((conflict) => conflict.column('kennitala').doNothing())
      .returning('kennitala')
      .executeTakeFirst();
    if (!inserted) return false;
    await recordAuditEvent(trx, {
      action: 'customer.created',
      actor: person.kennitala,
      subject: person.kennitala,
      detail: { via: 'mobileId', requestId: person.requestId },
    });
    return true;
  });
  if (!created) return false;
  await requestEmailChange(db, mailer, {
    kennitala: person.kennitala,
    name: person.name,
    email: input.email,
    language: options.language,
    siteUrl: options.siteUrl,
  });
  return true;
}
