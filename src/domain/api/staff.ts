import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable } from './common';
import { CUSTOMER_MATCH_KINDS, CUSTOMER_SEARCH_MAX } from './staff-rules';

/**
 * /api/staff/v1/: the staff host's own tools — finding a customer, the recent customers of the
 * employee, and the staff home's work queues. Staff only; customers get 403 StaffOnly.
 */

export const CustomerSearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: CUSTOMER_SEARCH_MAX }),
});
export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>;

export const CustomerHit = Type.Object({
  kennitala: Type.String(),
  name: Type.String(),
  isCompany: Type.Boolean(),
  matchedBy: Type.Enum(CUSTOMER_MATCH_KINDS),
  /** The value that matched as it is on file (the policy number, the e-mail address…). */
  matched: Type.String(),
});
export type CustomerHit = Static<typeof CustomerHit>;

export const CustomerSearchResult = Type.Object({
  results: Type.Array(CustomerHit),
  /** More matched than were returned. */
  truncated: Type.Boolean(),
});
export type CustomerSearchResult = Static<typeof CustomerSearchResult>;

/** A customer this employee acted for lately, newest first. */
export const RecentCustomer = Type.Object({
  kennitala: Type.String(),
  name: Type.String(),
  isCompany: Type.Boolean(),
  lastActedAt: IsoDateTime,
});
export type RecentCustomer = Static<typeof RecentCustomer>;

export const RecentCustomers = Type.Object({ customers: Type.Array(RecentCustomer) });
export type RecentCustomers = Static<typeof RecentCustomers>;

/** The staff home: what is waiting, and whom the employee last worked for. */
export const StaffHomeSummary = Type.Object({
  queues: Type.Object({
    /** Inbox cases not closed. */
    openCases: Type.Integer(),
    /** Claims reported and not yet looked at. */
    newClaims: Type.Integer(),
    /** Chats waiting for an agent. */
    waitingChats: Type.Integer(),
  }),
  lastCustomer: Nullable(RecentCustomer),
});
export type StaffHomeSummary = Static<typeof StaffHomeSummary>;
