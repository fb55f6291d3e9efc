import { apiClientScopes } from '../../contracts/integrations.ts';
import type { Db } from '../db/index.ts';
import { clientSecretMatches, MACHINE_CLIENT_PREFIX, machineClientMetadata } from './clients.ts';

export {
  type ApiClientRecord,
  createApiClient,
  isMachineClientToken,
  listApiClients,
  machineClientMayCall,
  machineClientPrincipal,
  machineClientReportsStatuses,
  revokeApiClient,
} from './clients.ts';
export type { IntegrationsTables } from './tables.ts';

/** The machine clients as the embedded OpenID provider looks them up. */
export function machineClientsOf(db: Db) {
  return {
    prefix: MACHINE_CLIENT_PREFIX,
    scopes: apiClientScopes,
    find: (clientId: string) => machineClientMetadata(db, clientId),
    secretMatches: clientSecretMatches,
  };
}
export { type AttemptOutcome, attemptWebhookDelivery, type WebhookDeliveryDeps } from './delivery.ts';
export {
  batchWebhookLookups,
  recordWebhookDeliveries,
  ShipmentCustomers,
  WEBHOOK_SOURCE_EVENTS,
} from './fan-out.ts';
export { verifyWebhookSignature, webhookSignature } from './signature.ts';
export { checkWebhookTarget, isPublicAddress, WebhookTargetRefused } from './target-check.ts';
export {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookDeliveries,
  listWebhookSubscriptions,
  redeliverWebhook,
  type WebhookDeliveryRecord,
  type WebhookSubscriptionRecord,
} from './webhooks.ts';
