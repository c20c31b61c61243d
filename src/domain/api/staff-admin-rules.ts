/**
 * Staff administration's constants, shared by the admin screens and the server, without TypeBox
 * (the browser imports this at run time).
 */

import { endpoint, type FileResponse, type Get, type Post } from './endpoint';
import type {
  AuditList,
  AuditQuery,
  ChangeStaffRoleRequest,
  CreateStaffUserRequest,
  StaffUser,
  StaffUserList,
  StaffUserWithPassword,
} from './staff-admin';

export const STAFF_ROLES = ['Readonly', 'Full', 'Admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** A username: lower-case letters, digits, dots and hyphens, starting with a letter. */
export const STAFF_USERNAME_PATTERN = '^[a-z][a-z0-9.-]{1,31}$';
export const STAFF_NAME_MAX = 100;

/** At most this many audit events are listed on the screen, newest first. */
export const AUDIT_LIST_LIMIT = 200;
/** At most this many go into one CSV export; a narrower filter gets the rest. */
export const AUDIT_EXPORT_LIMIT = 10_000;
export const AUDIT_FILTER_MAX = 100;

/** One staff user's path under the admin API; every change of a user is a POST answering it. */
const userPath = (id: string, action: string) =>
  `/api/staff/v1/admin/users/${encodeURIComponent(id)}/${action}/`;

export const STAFF_ADMIN_API = {
  users: endpoint<Get<StaffUserList> & Post<CreateStaffUserRequest, StaffUserWithPassword>>(
    '/api/staff/v1/admin/users/',
  ),
  userRole: (id: string) => endpoint<Post<ChangeStaffRoleRequest, StaffUser>>(userPath(id, 'role')),
  userDisable: (id: string) => endpoint<Post<undefined, StaffUser>>(userPath(id, 'disable')),
  userEnable: (id: string) => endpoint<Post<undefined, StaffUser>>(userPath(id, 'enable')),
  userPassword: (id: string) =>
    endpoint<Post<undefined, StaffUserWithPassword>>(userPath(id, 'password')),
  userSecondFactorReset: (id: string) =>
    endpoint<Post<undefined, StaffUser>>(userPath(id, 'second-factor/reset')),
  userSecondFactorEnrol: (id: string) =>
    endpoint<Post<undefined, StaffUser>>(userPath(id, 'second-factor/enrol')),
  audit: endpoint<Get<AuditList, AuditQuery>>('/api/staff/v1/admin/audit/'),
  auditCsv: endpoint<Get<FileResponse, AuditQuery>>('/api/staff/v1/admin/audit/csv/'),
} as const;
