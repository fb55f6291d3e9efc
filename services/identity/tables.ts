import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  first_name: Generated<string>;
  last_name: string;
  phone: Generated<string>;
  /** argon2id in PHC string form. */
  password_hash: string;
  /** Role kinds (`User`, `NL_Admin`, ...); the full names carry the configured product part. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  branch: string | null;
  enabled: Generated<boolean>;
  confirmed: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserCustomersTable {
  user_id: string;
  customer_id: string;
}

export interface IdentityKeysTable {
  id: string;
  jwks: ColumnType<{ keys: Record<string, unknown>[] }, string, string>;
  created_at: Timestamp;
}

export interface OidcModelsTable {
  kind: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface RegistrationsTable {
  id: Generated<string>;
  user_id: string;
  company: ColumnType<Record<string, string>, string, string>;
  customer_id: string | null;
  language: string;
  confirmation_link: string;
  created_at: Timestamp;
  mailed_at: Date | null;
  confirmed_at: Date | null;
}

export interface IdentityTables {
  users: UsersTable;
  user_customers: UserCustomersTable;
  identity_keys: IdentityKeysTable;
  oidc_models: OidcModelsTable;
  registrations: RegistrationsTable;
}

export type UserRow = Selectable<UsersTable>;
