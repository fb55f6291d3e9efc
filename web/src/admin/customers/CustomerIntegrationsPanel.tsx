import { Divider, Stack } from '@mantine/core';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import { ApiClientsSection } from './integrations/ApiClientsSection.tsx';
import { WebhooksSection } from './integrations/WebhooksSection.tsx';

/** The customer's systems: machine clients of the shipment API and webhooks (docs/decisions/0109-0111). */
export function CustomerIntegrationsPanel({ customer }: { customer: AdminCustomer }) {
  return (
    <Stack gap="lg">
      <ApiClientsSection customerId={customer.customerId} />
      <Divider />
      <WebhooksSection customerId={customer.customerId} />
    </Stack>
  );
}
