import { Badge, Button, Checkbox, Stack, Table, Text, TextInput } from '@mantine/core';
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
import { hasLink } from '../../../api/hal.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { useConfirm } from '../../../errors/confirm.tsx';
import { notifySaved } from '../../../errors/notify.ts';
import { formatInstant } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { CreateActions, ItemsTable, SectionHeading, showErrorsIn } from './parts.tsx';
import { SecretShownOnce } from './SecretShownOnce.tsx';

const scopeLabelKey = {
  'shipments:read': 'adminCustomers.integrations.clients.scopeRead',
  'shipments:write': 'adminCustomers.integrations.clients.scopeWrite',
  'status:write': 'adminCustomers.integrations.clients.scopeStatus',
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
      <SectionHeading
        title={t('adminCustomers.integrations.clients.title')}
        createLabel={t('adminCustomers.integrations.clients.create')}
        intro={t('adminCustomers.integrations.clients.intro')}
        onCreate={() => setCreating(true)}
      />
      <ItemsTable
        label={t('adminCustomers.integrations.clients.title')}
        headers={[
          t('adminCustomers.integrations.clients.name'),
          t('adminCustomers.integrations.clients.clientId'),
          t('adminCustomers.integrations.clients.scopes'),
          t('adminCustomers.integrations.clients.created'),
          t('adminCustomers.integrations.clients.status'),
          t('adminCustomers.actions'),
        ]}
        items={clients.data?.items}
        empty={t('adminCustomers.integrations.clients.empty')}
        row={(client) => (
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
        )}
      />
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
    onError: showErrorsIn(form),
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
          <CreateActions
            onClose={onClose}
            pending={create.isPending}
            disabled={!values.name.trim() || values.scopes.length === 0}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
