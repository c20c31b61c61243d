/**
 * Staff administration's constants, shared by the admin screens and the server, without TypeBox
 * (the browser imports this at run time).
 */

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

export const STAFF_ADMIN_API = {
  users: '/api/staff/v1/admin/users/',
  userRole: (id: string) => `/api/staff/v1/admin/users/${encodeURIComponent(id)}/role/`,
  userDisable: (id: string) => `/api/staff/v1/admin/users/${encodeURIComponent(id)}/disable/`,
  userEnable: (id: string) => `/api/staff/v1/admin/users/${encodeURIComponent(id)}/enable/`,
  userPassword: (id: string) => `/api/staff/v1/admin/users/${encodeURIComponent(id)}/password/`,
  userSecondFactorReset: (id: string) =>
    `/api/staff/v1/admin/users/${encodeURIComponent(id)}/second-factor/reset/`,
  userSecondFactorEnrol: (id: string) =>
    `/api/staff/v1/admin/users/${encodeURIComponent(id)}/second-factor/enrol/`,
  audit: '/api/staff/v1/admin/audit/',
  auditCsv: '/api/staff/v1/admin/audit/csv/',
} as const;
