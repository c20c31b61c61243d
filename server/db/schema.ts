import type { ColumnType, Generated } from 'kysely';

/** Columns the database fills in: optional on insert, present on select. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PartyKind = 'person' | 'company';
export type StaffRole = 'Readonly' | 'Full' | 'Admin';

export interface PartyTable {
  kennitala: string;
  kind: PartyKind;
  full_name: string;
  email: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  spouse_kennitala: string | null;
  created_at: Timestamp;
}

export interface CredentialTable {
  kennitala: string;
  password_hash: string;
  failed_attempts: Defaulted<number>;
  locked_until: Date | null;
  updated_at: Timestamp;
}

export interface StaffUserTable {
  id: Generated<string>;
  username: string;
  full_name: string;
  role: StaffRole;
  password_hash: string;
  failed_attempts: Defaulted<number>;
  locked_until: Date | null;
  created_at: Timestamp;
}

export interface AccessGrantTable {
  id: Generated<string>;
  grantor_kennitala: string;
  holder_kennitala: string;
  scope: Defaulted<string>;
  valid_to: Date | null;
  revoked_at: Date | null;
  created_at: Timestamp;
}

export interface AuditEventTable {
  id: Generated<string>;
  occurred_at: Timestamp;
  action: string;
  actor: string | null;
  subject: string | null;
  ip: string | null;
  detail: Defaulted<Record<string, unknown>>;
}

export interface Database {
  party: PartyTable;
  credential: CredentialTable;
  staff_user: StaffUserTable;
  access_grant: AccessGrantTable;
  audit_event: AuditEventTable;
}
