import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, Nullable } from './common';
import {
  AUDIT_FILTER_MAX,
  STAFF_NAME_MAX,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
} from './staff-admin-rules';

/**
 * /api/staff/v1/admin/: staff users and the audit log, for Admins only (403 AdminOnly for Full
 * and Readonly staff, 403 StaffOnly for customers).
 */

export const StaffRole = Type.Enum(STAFF_ROLES);

export const StaffUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  fullName: Type.String(),
  role: StaffRole,
  disabled: Type.Boolean(),
  createdAt: IsoDateTime,
  /** Where a second-factor set-up link goes; absent when none is on file. */
  email: Type.Optional(Type.String()),
  /**
   * The second factor at sign-in: set up (a code from their app), required but not yet set up
   * (they cannot sign in until they open a set-up link an admin sends them), or not asked of them.
   */
  secondFactor: Type.Union([
    Type.Literal('enrolled'),
    Type.Literal('required'),
    Type.Literal('off'),
  ]),
});
export type StaffUser = Static<typeof StaffUser>;

export const StaffUserList = Type.Object({ users: Type.Array(StaffUser) });
export type StaffUserList = Static<typeof StaffUserList>;

export const StaffUserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const CreateStaffUserRequest = Type.Object({
  username: Type.String({ pattern: STAFF_USERNAME_PATTERN }),
  fullName: Type.String({ minLength: 2, maxLength: STAFF_NAME_MAX }),
  role: StaffRole,
  /** The employee's own address, where their second-factor set-up link is sent. */
  email: Type.Optional(Type.String({ maxLength: 254 })),
});
export type CreateStaffUserRequest = Static<typeof CreateStaffUserRequest>;

/** The new user, or the user whose password was reset, with a password shown this once. */
export const StaffUserWithPassword = Type.Object({
  user: StaffUser,
  temporaryPassword: Type.String(),
});
export type StaffUserWithPassword = Static<typeof StaffUserWithPassword>;

export const ChangeStaffRoleRequest = Type.Object({ role: StaffRole });
export type ChangeStaffRoleRequest = Static<typeof ChangeStaffRoleRequest>;

const Filter = Type.String({ minLength: 1, maxLength: AUDIT_FILTER_MAX });

export const AuditQuery = Type.Object({
  /** A kennitala or staff:<username>, matched exactly. */
  actor: Type.Optional(Filter),
  /** A kennitala, matched exactly. */
  subject: Type.Optional(Filter),
  /** The event's name, or its beginning ('staff.' for every staff event). */
  action: Type.Optional(Filter),
  /** From the start of this day (Iceland keeps UTC). */
  from: Type.Optional(IsoDate),
  /** To the end of this day. */
  to: Type.Optional(IsoDate),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  occurredAt: IsoDateTime,
  action: Type.String(),
  actor: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  /** The event's detail as JSON text. */
  detail: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Object({
  entries: Type.Array(AuditEntry),
  /** More matched than were listed. */
  truncated: Type.Boolean(),
});
export type AuditList = Static<typeof AuditList>;
