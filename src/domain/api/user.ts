import { Type, type Static } from 'typebox';

/**
 * /api/user/v1/: who is signed in, whom they act for (the header's switch), and staff choosing the
 * customer they act for. The kennitala rule is applied by the routes (400 invalidSsn).
 */

export const SsnRequest = Type.Object({ ssn: Type.String({ minLength: 1, maxLength: 20 }) });
export type SsnRequest = Static<typeof SsnRequest>;

export const ProxyUser = Type.Object({ value: Type.String(), isCompany: Type.Boolean() });
export type ProxyUser = Static<typeof ProxyUser>;

export const ActingOption = Type.Object({
  ssn: Type.String(),
  name: Type.String(),
  isCompany: Type.Boolean(),
});
export type ActingOption = Static<typeof ActingOption>;

/** GET /api/user/v1/info/ — the portal's user: the acting party, and the signed-in person's options. */
export const PortalUser = Type.Object({
  fullName: Type.String(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  ssn: Type.String(),
  spouseSsn: Type.Union([Type.String(), Type.Null()]),
  spouseName: Type.Union([Type.String(), Type.Null()]),
  isCompany: Type.Boolean(),
  isEmployeeImpersonating: Type.Boolean(),
  currentProxyUser: ProxyUser,
  paymentMethod: Type.Object({
    ccardInfo: Type.Union([Type.Object({ cardNumberMasked: Type.String() }), Type.Null()]),
  }),
  bankInfo: Type.Object({ bank: Type.String(), ledger: Type.String(), account: Type.String() }),
  popupinfo: Type.Object({
    showPopup: Type.Boolean(),
    email: Type.String(),
    mobilePhone: Type.String(),
    homePhone: Type.String(),
  }),
  actingOptions: Type.Array(ActingOption, {
    description: 'Whom this customer may switch to (empty for staff)',
  }),
});
export type PortalUser = Static<typeof PortalUser>;

/** POST switchoverviewuser/ — the party the portal now acts for. */
export const SwitchedUser = Type.Object({ currentProxyUser: ProxyUser, fullName: Type.String() });
export type SwitchedUser = Static<typeof SwitchedUser>;

/** POST login/ssnlookup/ (staff) */
export const CustomerName = Type.Object({ name: Type.String() });
export type CustomerName = Static<typeof CustomerName>;

/** POST login/switchcustomer/ (staff) */
export const SwitchedCustomer = Type.Object({
  ssn: Type.String(),
  fullName: Type.String(),
  isCompany: Type.Boolean(),
});
export type SwitchedCustomer = Static<typeof SwitchedCustomer>;
