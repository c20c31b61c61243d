import { object, string, type InferType } from 'yup';
import { isValidKennitala, normalizeKennitala } from '../kennitala';
import { MESSAGE_KEYS } from '../forms/message-keys';
import type {
  CompanyInvolvementResponse,
  GiveGrantRequest,
  GrantGiven,
  GrantsGivenResponse,
  GrantsHeldResponse,
  HolderLookupRequest,
  HolderLookupResponse,
} from './access-grants';
import { endpoint, type Delete, type Get, type NoContent, type Post } from './endpoint';

/**
 * Access grants (aðgangsheimildir): a grantor lets a holder see and manage their affairs in the
 * portal. The paths and the give-access rules the form and the server share; the request and
 * response shapes are declared in access-grants.ts. Who may give or revoke: decision 012.
 */

export const ACCESS_API = {
  /** GET: the grants the acting party has given. */
  grantsGiven: endpoint<Get<GrantsGivenResponse>>('/api/user/v1/settings/accessgrants/'),
  /** GET: the grants the signed-in person holds (what the header's switch offers). */
  grantsHeld: endpoint<Get<GrantsHeldResponse>>('/api/user/v1/settings/grantedaccess/'),
  /** DELETE `${grantsHeld}{id}/`: the holder gives up access. */
  grantHeld: (id: string) =>
    endpoint<Delete<NoContent>>(`/api/user/v1/settings/grantedaccess/${id}/`),
  /** GET: companies the signed-in person is involved with. */
  companyInvolvement: endpoint<Get<CompanyInvolvementResponse>>(
    '/api/user/v1/settings/companyinvolvement/',
  ),
  /** POST: give access. */
  giveGrant: endpoint<Post<GiveGrantRequest, GrantGiven>>('/api/user/v2/settings/grantedaccess/'),
  /** POST: the name behind a kennitala, if access could be given to it. */
  lookupHolder: endpoint<Post<HolderLookupRequest, HolderLookupResponse>>(
    '/api/user/v2/settings/grantedaccess/lookup/',
  ),
  /** DELETE: the grantor revokes a grant. */
  grantGiven: (id: string) =>
    endpoint<Delete<NoContent>>(`/api/user/v2/settings/grantedaccess/${id}/`),
} as const;

export const VALID_TO_NOT_IN_FUTURE = 'accessGrants|validToNotInFuture';
export const INVALID_DATE = 'accessGrants|invalidDate';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The give-access form: a person's kennitala, and optionally the last day the access lasts, which
 * must come after `today` ('YYYY-MM-DD' in Iceland, UTC all year).
 */
export function createGiveGrantSchema(today: string) {
  return object({
    ssn: string()
      .typeError(MESSAGE_KEYS.invalidSsn)
      .trim()
      .transform((value: string) => normalizeKennitala(value.replace(/\s/g, '')) ?? value)
      .required(MESSAGE_KEYS.requiredField)
      .test('kennitala', MESSAGE_KEYS.invalidSsn, (value) => !value || isValidKennitala(value)),
    validTo: string()
      .typeError(INVALID_DATE)
      .trim()
      .nullable()
      .default(null)
      .transform((value: string | null) => (value === '' ? null : value))
      .test('date', INVALID_DATE, (value) => value === null || isCalendarDate(value))
      .test(
        'future',
        VALID_TO_NOT_IN_FUTURE,
        (value) => value === null || !isCalendarDate(value) || value > today,
      ),
  });
}

export type GiveGrantForm = InferType<ReturnType<typeof createGiveGrantSchema>>;
