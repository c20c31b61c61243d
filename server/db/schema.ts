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
  oidc_payload: OidcPayloadTable;
  signing_key: SigningKeyTable;
  server_secret: ServerSecretTable;
  sign_in_attempt: SignInAttemptTable;
  password_token: PasswordTokenTable;
  eid_request: EidRequestTable;
  outbox_mail: OutboxMailTable;
}

export interface OidcPayloadTable {
  tenant: string;
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface SigningKeyTable {
  kid: string;
  tenant: string;
  private_jwk: Record<string, unknown>;
  created_at: Timestamp;
  retired_at: Date | null;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface SignInAttemptTable {
  id: Generated<string>;
  ip: string;
  succeeded: boolean;
  occurred_at: Timestamp;
}

export interface PasswordTokenTable {
  token_hash: string;
  kennitala: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
}

export type EidStatus = 'pending' | 'approved' | 'rejected' | 'expired';

export interface EidRequestTable {
  id: string;
  phone: string;
  verification_code: string;
  status: EidStatus;
  kennitala: string | null;
  provider_reference: string | null;
  interaction_uid: string;
  created_at: Timestamp;
  expires_at: Date;
}

export interface OutboxMailTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Defaulted<{ filename: string; contentType: string; contentBase64: string }[]>;
  created_at: Timestamp;
  sent_at: Date | null;
  error: string | null;
}
