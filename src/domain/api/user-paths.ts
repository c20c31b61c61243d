/**
 * The signed-in person's own calls and staff acting for a customer; plain values the browser
 * bundle may import (the shapes are declared in user.ts and staff.ts).
 */
import { endpoint, type Get, type NoContent, type Post } from './endpoint';
import type {
  CustomerName,
  Impersonation,
  PortalUser,
  SsnRequest,
  StaffAccessLog,
  SwitchCustomerRequest,
  SwitchedCustomer,
  SwitchedUser,
} from './user';

export const USER_API = {
  info: endpoint<Get<PortalUser>>('/api/user/v1/info/'),
  /** Act for someone who granted access, or for oneself again. */
  switchOverviewUser: endpoint<Post<SsnRequest, SwitchedUser>>('/api/user/v1/switchoverviewuser/'),
  /** The customer's own log of staff who acted for them. */
  staffAccess: endpoint<Get<StaffAccessLog>>('/api/user/v1/staffaccess/'),
  customerName: endpoint<Post<SsnRequest, CustomerName>>('/api/user/v1/login/ssnlookup/'),
  switchCustomer: endpoint<Post<SwitchCustomerRequest, SwitchedCustomer>>(
    '/api/user/v1/login/switchcustomer/',
  ),
  extendCustomer: endpoint<Post<SsnRequest, Impersonation>>('/api/user/v1/login/extendcustomer/'),
  endCustomer: endpoint<Post<SsnRequest, NoContent>>('/api/user/v1/login/endcustomer/'),
} as const;
