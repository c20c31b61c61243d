import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, Nullable, Uuid } from './common';
import { ACCESS_GRANT_SCOPES, ACCESS_GRANT_STATUSES, COMPANY_ROLES } from './values';

/**
 * Access grants' request and response shapes (paths and the give-access form's rules:
 * access-grant-rules.ts). The kennitala and date rules are the form's, applied by the service, so
 * the form and the server give the same field errors; these declare the shapes only.
 */

const Scope = Type.Enum(ACCESS_GRANT_SCOPES);

export const GrantGiven = Type.Object({
  id: Uuid,
  holderSsn: Type.String(),
  holderName: Type.String(),
  scope: Scope,
  validTo: Nullable(IsoDate, { description: 'Last day the grant is valid; null: until revoked' }),
  createdAt: IsoDateTime,
  status: Type.Enum(ACCESS_GRANT_STATUSES),
});
export type GrantGiven = Static<typeof GrantGiven>;

/** GET /api/user/v1/settings/accessgrants/ */
export const GrantsGivenResponse = Type.Object({
  grantor: Type.Object({ ssn: Type.String(), name: Type.String(), isCompany: Type.Boolean() }),
  canManage: Type.Boolean({
    description: 'Whether the caller may give and revoke these grants (decision 012)',
  }),
  grants: Type.Array(GrantGiven),
});
export type GrantsGivenResponse = Static<typeof GrantsGivenResponse>;

export const GrantHeld = Type.Object({
  id: Uuid,
  grantorSsn: Type.String(),
  grantorName: Type.String(),
  grantorIsCompany: Type.Boolean(),
  scope: Scope,
  validTo: Nullable(IsoDate),
  createdAt: IsoDateTime,
});
export type GrantHeld = Static<typeof GrantHeld>;

/** GET /api/user/v1/settings/grantedaccess/ */
export const GrantsHeldResponse = Type.Object({ grants: Type.Array(GrantHeld) });
export type GrantsHeldResponse = Static<typeof GrantsHeldResponse>;

export const CompanyInvolvement = Type.Object({
  ssn: Type.String(),
  name: Type.String(),
  role: Type.Enum(COMPANY_ROLES),
  canActFor: Type.Boolean({ description: 'The company has granted this person access' }),
});
export type CompanyInvolvement = Static<typeof CompanyInvolvement>;

/** GET /api/user/v1/settings/companyinvolvement/ */
export const CompanyInvolvementResponse = Type.Object({
  companies: Type.Array(CompanyInvolvement),
});
export type CompanyInvolvementResponse = Static<typeof CompanyInvolvementResponse>;

/** POST /api/user/v2/settings/grantedaccess/lookup/ */
export const HolderLookupRequest = Type.Object({ ssn: Type.String({ maxLength: 20 }) });
export type HolderLookupRequest = Static<typeof HolderLookupRequest>;

export const HolderLookupResponse = Type.Object({ name: Type.String() });
export type HolderLookupResponse = Static<typeof HolderLookupResponse>;

/** POST /api/user/v2/settings/grantedaccess/ */
export const GiveGrantRequest = Type.Object({
  ssn: Type.String({ maxLength: 20, description: 'The holder’s kennitala' }),
  validTo: Type.Optional(
    Nullable(Type.String({ maxLength: 10 }), {
      description: 'Optional last day (YYYY-MM-DD), after today',
    }),
  ),
});
export type GiveGrantRequest = Static<typeof GiveGrantRequest>;

export const GrantIdParams = Type.Object({ id: Uuid });
