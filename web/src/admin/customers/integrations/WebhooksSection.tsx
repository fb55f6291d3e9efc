import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookSubscription,
  type WebhookSubscriptionCreated,
  webhookEventTypes,
} from '../../../../../contracts/integrations.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliverWebhook,
  webhookDeliveriesQuery,
  webhooksQuery,
} from '../../../api/admin-integrations.ts';
import { hasLink } from '../../../api/hal.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { useConfirm } from '../../../errors/confirm.tsx';
import { notifySaved } from '../../../errors/notify.ts';
import { formatInstant } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { CreateActions, ItemsTable, SectionHeading, showErrorsIn } from './parts.tsx';
import { SecretShownOnce } from './SecretShownOnce.tsx';

const eventNameKey = (type: WebhookEventType) =>
  `adminCustomers.integrations.webhooks.eventNames.${type.split('.')[1] as 'saved'}` as const;

const statusColor: Record<WebhookDeliveryStatus, string> = {
  QUEUED: 'blue',
  RETRYING: 'orange',
  DELIVERED: 'green',
  FAILED: 'red',
};

/** The customer's webhook subscriptions: subscribe a URL (its signing secret shown once), delete, see deliveries. */
export function WebhooksSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const webhooks = useQuery(webhooksQuery(customerId));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookSubscriptionCreated | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const remove = useDeleteWebhook(customerId, {
    onSuccess: (_response, webhook) =>
      notifySaved(t('adminCustomers.integrations.webhooks.deleted', { url: webhook.url })),
  });
  const askToDelete = async (webhook: WebhookSubscription) => {
    const confirmed = await confirm({
      message: t('adminCustomers.integrations.webhooks.deleteQuestion', { url: webhook.url }),
      confirmLabel: t('adminCustomers.integrations.webhooks.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(webhook);
  };
  const shown = webhooks.data?.items.find((webhook) => webhook.id === open);
  return (
    <Stack gap="sm">
      <SectionHeading
        title={t('adminCustomers.integrations.webhooks.title')}
        createLabel={t('adminCustomers.integrations.webhooks.create')}
        intro={t('adminCustomers.integrations.webhooks.intro')}
        onCreate={() => setCreating(true)}
      />
      <ItemsTable
        label={t('adminCustomers.integrations.webhooks.title')}
        headers={[
          t('adminCustomers.integrations.webhooks.url'),
          t('adminCustomers.integrations.webhooks.events'),
          t('adminCustomers.integrations.webhooks.description'),
          t('adminCustomers.integrations.webhooks.created'),
          t('adminCustomers.actions'),
        ]}
        items={webhooks.data?.items}
        empty={t('adminCustomers.integrations.webhooks.empty')}
        row={(webhook) => (
          <Table.Tr key={webhook.id}>
            <Table.Td style={{ wordBreak: 'break-all' }}>{webhook.url}</Table.Td>
            <Table.Td>{webhook.events.map((type) => t(eventNameKey(type))).join(', ')}</Table.Td>
            <Table.Td>{webhook.description}</Table.Td>
            <Table.Td>{formatInstant(webhook.createdAt, language)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant={open === webhook.id ? 'filled' : 'subtle'}
                  aria-label={t('adminCustomers.integrations.webhooks.showDeliveriesOf', {
                    url: webhook.url,
                  })}
                  aria-pressed={open === webhook.id}
                  onClick={() => setOpen(open === webhook.id ? null : webhook.id)}
                >
                  {t('adminCustomers.integrations.webhooks.showDeliveries')}
                </Button>
                {hasLink(webhook, 'delete') && (
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="subtle"
                    aria-label={t('adminCustomers.integrations.webhooks.deleteOne', { url: webhook.url })}
                    onClick={() => askToDelete(webhook)}
                  >
                    {t('adminCustomers.integrations.webhooks.delete')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      {shown && <DeliveryLog customerId={customerId} webhook={shown} />}
      {creating && (
        <CreateWebhookDialog
          customerId={customerId}
          onClose={() => setCreating(false)}
          onCreated={(webhook) => {
            setCreating(false);
            setCreated(webhook);
          }}
        />
      )}
      {created && (
        <SecretShownOnce
          title={t('adminCustomers.integrations.webhooks.secretTitle')}
          hint={t('adminCustomers.integrations.webhooks.secretHint')}
          entries={[
            { label: t('adminCustomers.integrations.webhooks.url'), value: created.url },
            { label: t('adminCustomers.integrations.webhooks.secret'), value: created.signingSecret },
          ]}
          onClose={() => setCreated(null)}
        />
      )}
    </Stack>
  );
}

/** The newest deliveries of one webhook, each with its last result and a button to send it again. */
function DeliveryLog({ customerId, webhook }: { customerId: string; webhook: WebhookSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deliveries = useQuery(webhookDeliveriesQuery(customerId, webhook));
  const redeliver = useRedeliverWebhook(customerId, webhook.id, {
    onSuccess: () => notifySaved(t('adminCustomers.integrations.webhooks.redelivered')),
  });
  const title = t('adminCustomers.integrations.webhooks.deliveriesTitle', { url: webhook.url });
  const result = (delivery: WebhookDelivery) =>
    [delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : '', delivery.lastError ?? '']
      .filter(Boolean)
      .join(' – ');
  return (
    <Stack gap="xs">
      <Title order={5}>{title}</Title>
      <ItemsTable
        label={title}
        headers={[
          t('adminCustomers.integrations.webhooks.event'),
          t('adminCustomers.integrations.webhooks.shipment'),
          t('adminCustomers.integrations.webhooks.status'),
          t('adminCustomers.integrations.webhooks.attempts'),
          t('adminCustomers.integrations.webhooks.lastAttempt'),
          t('adminCustomers.integrations.webhooks.result'),
          t('adminCustomers.actions'),
        ]}
        items={deliveries.data?.items}
        empty={t('adminCustomers.integrations.webhooks.noDeliveries')}
        row={(delivery) => (
          <Table.Tr key={delivery.id}>
            <Table.Td>{t(eventNameKey(delivery.eventType))}</Table.Td>
            <Table.Td>{delivery.shipmentNumber}</Table.Td>
            <Table.Td>
              <Badge color={statusColor[delivery.status]}>
                {t(`adminCustomers.integrations.webhooks.statuses.${delivery.status}`)}
              </Badge>
              {delivery.nextRetryAt && (
                <Text size="xs">
                  {t('adminCustomers.integrations.webhooks.nextRetry', {
                    time: formatInstant(delivery.nextRetryAt, language),
                  })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{delivery.attempts}</Table.Td>
            <Table.Td>{formatInstant(delivery.lastAttemptAt ?? undefined, language)}</Table.Td>
            <Table.Td>{result(delivery)}</Table.Td>
            <Table.Td>
              {hasLink(delivery, 'redeliver') && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  loading={redeliver.isPending && redeliver.variables?.id === delivery.id}
                  aria-label={t('adminCustomers.integrations.webhooks.redeliverOne', {
                    event: t(eventNameKey(delivery.eventType)),
                    shipment: delivery.shipmentNumber,
                  })}
                  onClick={() => redeliver.mutate(delivery)}
                >
                  {t('adminCustomers.integrations.webhooks.redeliver')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

function CreateWebhookDialog({
  customerId,
  onClose,
  onCreated,
}: {
  customerId: string;
  onClose: () => void;
  onCreated: (webhook: WebhookSubscriptionCreated) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ url: string; events: WebhookEventType[]; description: string }>({
    initialValues: { url: '', events: [...webhookEventTypes], description: '' },
  });
  const create = useCreateWebhook(customerId, {
    onSuccess: onCreated,
    onError: showErrorsIn(form),
  });
  const values = form.getValues();
  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={t('adminCustomers.integrations.webhooks.createTitle', { customerId })}
    >
      <form onSubmit={form.onSubmit((input) => create.mutate(input))}>
        <Stack>
          <TextInput
            label={t('adminCustomers.integrations.webhooks.url')}
            description={t('adminCustomers.integrations.webhooks.urlHint')}
            placeholder="https://"
            required
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('url')}
          />
          <Checkbox.Group
            label={t('adminCustomers.integrations.webhooks.events')}
            required
            {...form.getInputProps('events')}
          >
            <Stack gap="xs" mt="xs">
              {webhookEventTypes.map((type) => (
                <Checkbox key={type} value={type} label={t(eventNameKey(type))} />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            label={t('adminCustomers.integrations.webhooks.description')}
            maxLength={200}
            {...form.getInputProps('description')}
          />
          <CreateActions
            onClose={onClose}
            pending={create.isPending}
            disabled={!values.url.trim() || values.events.length === 0}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
