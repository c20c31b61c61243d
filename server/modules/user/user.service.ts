import { isValidKennitala, normalizeKennitala } from '../../../src/domain';
import { badRequest } from '../../errors';
import type { Db } from '../../db/database';
import type { ActingParty, AuthContext } from '../../identity/authenticate';
import { findPartyWithSpouse } from '../settings/settings.repository';
import { popupInfoOf, profilePictureUrl } from '../settings/settings.service';
import { paymentMethod } from '../settings-payment/settings-payment.service';
import { deleteSessionsOf, grantorsInForce } from './user.repository';

/** The signed-in user as the portal reads it on every screen (header, menu, popups). */
export type UserInfo = {
  fullName: string;
  profilePicture: string | null;
  ssn: string;
  spouseSsn: string | null;
  spouseName: string | null;
  isCompany: boolean;
  isEmployeeImpersonating: boolean;
  currentProxyUser: { value: string; isCompany: boolean };
  paymentMethod: { ccardInfo: { cardNumberMasked: string } | null };
  bankInfo: { bank: string; ledger: string; account: string };
  popupinfo: { showPopup: boolean; email: string; mobilePhone: string; homePhone: string };
};

/**
 * The person the portal is about: the signed-in customer, or for staff the customer they act
 * for. `currentProxyUser` is whoever the calls act for right now (self or a grantor).
 */
export async function userInfo(db: Db, auth: AuthContext, acting: ActingParty): Promise<UserInfo> {
  const personKennitala = auth.kind === 'staff' ? acting.kennitala : auth.ssn;
  // Every portal page asks for this: the three reads do not depend on each other.
  const [person, payment, profilePicture] = await Promise.all([
    findPartyWithSpouse(db, personKennitala),
    paymentMethod(db, acting.kennitala),
    profilePictureUrl(db, personKennitala),
  ]);
  if (!person) throw new Error(`No party ${personKennitala} for a verified token`);
  return {
    fullName: person.full_name,
    profilePicture,
    ssn: person.kennitala,
    spouseSsn: person.spouse_kennitala,
    spouseName: person.spouse_name,
    isCompany: person.kind === 'company',
    isEmployeeImpersonating: auth.kind === 'staff',
    currentProxyUser: { value: acting.kennitala, isCompany: acting.isCompany },
    // Payment details are the acting party's, as on the settings screen.
    paymentMethod: { ccardInfo: payment.ccardInfo },
    bankInfo: payment.bankInfo,
    // Ask for contact details the company cannot reach the person without.
    popupinfo: popupInfoOf(person),
  };
}

/** Who the signed-in customer may act for: themselves and everyone who granted them access. */
export async function actingOptions(db: Db, ssn: string) {
  const rows = await grantorsInForce(db, ssn);
  return rows.map((row) => ({
    ssn: row.kennitala,
    name: row.full_name,
    isCompany: row.kind === 'company',
  }));
}

/** Ends every refresh token and session the account holds with its tenant. */
export async function revokeSessions(db: Db, tenant: string, accountId: string): Promise<number> {
  return deleteSessionsOf(db, tenant, accountId);
}

/** A kennitala sent to act for someone: normalised, or a 400 invalidSsn. */
export function validKennitala(value: string): string {
  const kennitala = normalizeKennitala(value);
  if (!kennitala || !isValidKennitala(kennitala))
    throw badRequest('invalidSsn', 'Not a valid kennitala', { ssn: ['invalidSsn'] });
  return kennitala;
}
