import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ApiClientsTable {
  client_id: string;
  customer_id: string;
  name: string;
  scopes: ColumnType<string[], string[], string[]>;
  /** `sha256:<hex>` of the secret; the secret itself is shown once and kept nowhere. */
  secret_hash: string;
  created_at: Timestamp;
  created_by: string;
  revoked_at: NullableTimestamp;
  revoked_by: string | null;
}

export interface WebhookSubscriptionsTable {
  id: string;
  customer_id: string;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  description: ColumnType<string, string | undefined, string>;
  /** The HMAC key of the signatures; the portal needs it to sign, so it is kept as it is. */
  signing_secret: string;
  created_at: Timestamp;
  created_by: string;
  deleted_at: NullableTimestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  shipment_number: string;
  /** The JSON body exactly as it is sent (and signed) in every attempt. */
  payload: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  last_attempt_at: NullableTimestamp;
  last_status_code: number | null;
  last_error: string | null;
  next_retry_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface IntegrationsTables {
  api_clients: ApiClientsTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type ApiClientRow = Selectable<ApiClientsTable>;
export type WebhookSubscriptionRow = Selectable<WebhookSubscriptionsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
