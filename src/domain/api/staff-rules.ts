/**
 * The staff tools' constants, shared by the staff screens and the server, without TypeBox (the
 * browser imports this at run time).
 */

import { endpoint, type Get } from './endpoint';
import type {
  CustomerSearchQuery,
  CustomerSearchResult,
  RecentCustomers,
  StaffHomeSummary,
} from './staff';

/** What a customer search may match on; the screen says which one found the customer. */
export const CUSTOMER_MATCH_KINDS = [
  'name',
  'kennitala',
  'phone',
  'email',
  'policy',
  'claim',
  'registration',
] as const;
export type CustomerMatchKind = (typeof CUSTOMER_MATCH_KINDS)[number];

/** The shortest and longest text a search takes; shorter finds too much to be of use. */
export const CUSTOMER_SEARCH_MIN = 2;
export const CUSTOMER_SEARCH_MAX = 100;
/** At most this many customers come back; a staff member narrows the search from there. */
export const CUSTOMER_SEARCH_LIMIT = 20;

export const STAFF_API = {
  searchCustomers: endpoint<Get<CustomerSearchResult, CustomerSearchQuery>>(
    '/api/staff/v1/customers/search/',
  ),
  recentCustomers: endpoint<Get<RecentCustomers>>('/api/staff/v1/customers/recent/'),
  home: endpoint<Get<StaffHomeSummary>>('/api/staff/v1/home/'),
} as const;
