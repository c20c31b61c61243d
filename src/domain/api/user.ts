import { Type, type Static } from 'typebox';
import { IsoDateTime, MultilineText, Nullable } from './common';
import {
  IMPERSONATION_NOTE_MAX,
  IMPERSONATION_NOTE_MIN,
  IMPERSONATION_REASONS,
} from './impersonation-rules';

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

export const ImpersonationReason = Type.Enum(IMPERSONATION_REASONS);

/** An employee acting for the customer: why, and until when unless extended. */
export const Impersonation = Type.Object({
  reason: ImpersonationReason,
  note: Type.String(),
  startedAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export type Impersonation = Static<typeof Impersonation>;

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
  mayWrite: Type.Boolean({
    description: 'Whether the signed-in person may change anything here (false for Readonly staff)',
  }),
  impersonation: Nullable(Impersonation, {
    description: 'Set while an employee acts for the customer',
  }),
});
export type PortalUser = Static<typeof PortalUser>;

/** POST switchoverviewuser/ — the party the portal now acts for. */
export const SwitchedUser = Type.Object({ currentProxyUser: ProxyUser, fullName: Type.String() });
export type SwitchedUser = Static<typeof SwitchedUser>;

/** POST login/ssnlookup/ (staff) */
export const CustomerName = Type.Object({ name: Type.String() });
export type CustomerName = Static<typeof CustomerName>;

/** POST login/switchcustomer/ (staff): whom to act for, and why (the customer sees both). */
export const SwitchCustomerRequest = Type.Object({
  ssn: Type.String({ minLength: 1, maxLength: 20 }),
  reason: ImpersonationReason,
  note: MultilineText({ minLength: IMPERSONATION_NOTE_MIN, maxLength: IMPERSONATION_NOTE_MAX }),
});
export type SwitchCustomerRequest = Static<typeof SwitchCustomerRequest>;

/** POST login/switchcustomer/ (staff) */
export const SwitchedCustomer = Type.Object({
  ssn: Type.String(),
  fullName: Type.String(),
  isCompany: Type.Boolean(),
  impersonation: Impersonation,
});
export type SwitchedCustomer = Static<typeof SwitchedCustomer>;

/** POST login/extendcustomer/ (staff): the acting goes on; when it now ends. */
export const ExtendedImpersonation = Impersonation;

/** One time an employee acted for the customer, as the customer's own log shows it. */
export const StaffAccessEntry = Type.Object({
  staffName: Type.String(),
  reason: ImpersonationReason,
  note: Type.String(),
  startedAt: IsoDateTime,
  endedAt: Nullable(IsoDateTime, { description: 'Null while the employee is still acting' }),
  actions: Type.Integer({ description: 'How many calls the employee made while acting' }),
  changes: Type.Integer({ description: 'How many of them changed something' }),
});
export type StaffAccessEntry = Static<typeof StaffAccessEntry>;

/** GET /api/user/v1/staffaccess/ — only the customer themself reads it. */
export const StaffAccessLog = Type.Object({ entries: Type.Array(StaffAccessEntry) });
export type StaffAccessLog = Static<typeof StaffAccessLog>;
