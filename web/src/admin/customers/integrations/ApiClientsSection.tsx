import { Badge, Button, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiClient,
  type ApiClientCreated,
  type ApiClientScope,
  apiClientScopes,
} from '../../../../../contracts/integrations.ts';
import { apiClientsQuery, useCreateApiClient, useRevokeApiClient } from '../../../api/admin-integrations.ts';
import { ApiError } from '../../../api/client.ts';
import { hasLink } from '../../../api/hal.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { publishError } from '../../../errors/backend-errors.ts';
import { useConfirm } from '../../../errors/confirm.tsx';
import { notifySaved } from '../../../errors/notify.ts';
import { fieldErrorsByPath } from '../../../forms/field-error.ts';
import { formatInstant } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { SecretShownOnce } from './SecretShownOnce.tsx';

const scopeLabelKey = {
  'shipments:read': 'adminCustomers.integrations.clients.scopeRead',
  'shipments:write': 'adminCustomers.integrations.clients.scopeWrite',
} as const satisfies Record<ApiClientScope, string>;

/** The customer's machine clients: create one (its secret shown once), revoke one after a confirmation. */
export function ApiClientsSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const clients = useQuery(apiClientsQuery(customerId));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiClientCreated | null>(null);
  const revoke = useRevokeApiClient(customerId, {
    onSuccess: (_response, client) =>
      notifySaved(t('adminCustomers.integrations.clients.revoked', { name: client.name })),
  });
  const askToRevoke = async (client: ApiClient) => {
    const confirmed = await confirm({
      message: t('adminCustomers.integrations.clients.revokeQuestion', { name: client.name }),
      confirmLabel: t('adminCustomers.integrations.clients.revoke'),
      danger: true,
    });
    if (confirmed) revoke.mutate(client);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>{t('adminCustomers.integrations.clients.title')}</Title>
        <Button variant="light" onClick={() => setCreating(true)}>
          {t('adminCustomers.integrations.clients.create')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('adminCustomers.integrations.clients.intro')}
      </Text>
      {!clients.data ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <Table striped aria-label={t('adminCustomers.integrations.clients.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminCustomers.integrations.clients.name')}</Table.Th>
              <Table.Th>{t('adminCustomers.integrations.clients.clientId')}</Table.Th>
              <Table.Th>{t('adminCustomers.integrations.clients.scopes')}</Table.Th>
              <Table.Th>{t('adminCustomers.integrations.clients.created')}</Table.Th>
              <Table.Th>{t('adminCustomers.integrations.clients.status')}</Table.Th>
              <Table.Th>{t('adminCustomers.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.data.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text>{t('adminCustomers.integrations.clients.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {clients.data.items.map((client) => (
              <Table.Tr key={client.clientId}>
                <Table.Td>{client.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {client.clientId}
                  </Text>
                </Table.Td>
                <Table.Td>{client.scopes.join(', ')}</Table.Td>
                <Table.Td>
                  {formatInstant(client.createdAt, language)} ({client.createdBy})
                </Table.Td>
                <Table.Td>
                  {client.revokedAt ? (
                    <Badge color="gray">
                      {t('adminCustomers.integrations.clients.revokedOn', {
                        date: formatInstant(client.revokedAt, language),
                      })}
                    </Badge>
                  ) : (
                    <Badge color="green">{t('adminCustomers.integrations.clients.active')}</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {hasLink(client, 'revoke') && (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="subtle"
                      aria-label={t('adminCustomers.integrations.clients.revokeOne', { name: client.name })}
                      onClick={() => askToRevoke(client)}
                    >
                      {t('adminCustomers.integrations.clients.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {creating && (
        <CreateApiClientDialog
          customerId={customerId}
          onClose={() => setCreating(false)}
          onCreated={(client) => {
            setCreating(false);
            setCreated(client);
          }}
        />
      )}
      {created && <SecretDialog client={created} onClose={() => setCreated(null)} />}
    </Stack>
  );
}

function SecretDialog({ client, onClose }: { client: ApiClientCreated; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t('adminCustomers.integrations.clients.secretTitle', { name: client.name })}
      hint={t('adminCustomers.integrations.clients.secretHint')}
      entries={[
        { label: t('adminCustomers.integrations.clients.clientId'), value: client.clientId },
        { label: t('adminCustomers.integrations.clients.secret'), value: client.clientSecret },
        { label: t('adminCustomers.integrations.clients.tokenEndpoint'), value: client.tokenEndpoint },
      ]}
      onClose={onClose}
    />
  );
}

function CreateApiClientDialog({
  customerId,
  onClose,
  onCreated,
}: {
  customerId: string;
  onClose: () => void;
  onCreated: (client: ApiClientCreated) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ name: string; scopes: ApiClientScope[] }>({
    initialValues: { name: '', scopes: ['shipments:read'] },
  });
  const create = useCreateApiClient(customerId, {
    onSuccess: onCreated,
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      if (fieldErrors.length > 0) form.setErrors(fieldErrorsByPath(fieldErrors));
      else publishError(error);
    },
  });
  const values = form.getValues();
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('adminCustomers.integrations.clients.createTitle', { customerId })}
    >
      <form onSubmit={form.onSubmit((input) => create.mutate(input))}>
        <Stack>
          <TextInput
            label={t('adminCustomers.integrations.clients.name')}
            required
            maxLength={80}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label={t('adminCustomers.integrations.clients.scopes')}
            required
            {...form.getInputProps('scopes')}
          >
            <Stack gap="xs" mt="xs">
              {apiClientScopes.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(scopeLabelKey[scope])} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!values.name.trim() || values.scopes.length === 0}
            >
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
