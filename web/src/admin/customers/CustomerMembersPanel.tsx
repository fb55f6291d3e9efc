import { Button, Checkbox, Group, Loader, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import { type MemberUser, USER_SEARCH_MIN_LENGTH } from '../../../../contracts/masterdata/members.ts';
import {
  customerMembersQuery,
  useAssignMember,
  useEraseUser,
  useRemoveMember,
  userSearchQuery,
} from '../../api/admin-customers.ts';
import { hasLink } from '../../api/hal.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useConfirm } from '../../errors/confirm.tsx';
import { notifySaved } from '../../errors/notify.ts';
import { isAssigned } from './customer-values.ts';

const fullName = (user: MemberUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * The users assigned to a customer (spec 001 sections 4 and 6): add one through the add-user
 * dialog, unassign, delete or erase one (docs/decisions/0136) after a confirmation, as the user's
 * links allow.
 */
export function CustomerMembersPanel({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const members = useQuery(customerMembersQuery(customer));
  const [adding, setAdding] = useState(false);
  const unassign = useRemoveMember('unassign');
  const remove = useRemoveMember('delete');
  const erase = useEraseUser({
    onSuccess: (erasure) => notifySaved(t('adminCustomers.members.erased', erasure)),
  });
  const ask = async (user: MemberUser, action: 'unassign' | 'delete' | 'erase') => {
    const confirmed = await confirm({
      message: t(`adminCustomers.members.${action}Question`, {
        username: user.username,
        customerId: customer.customerId,
      }),
      confirmLabel: t(`adminCustomers.members.${action}`),
      danger: true,
    });
    if (!confirmed) return;
    if (action === 'erase') erase.mutate(user);
    else (action === 'unassign' ? unassign : remove).mutate(user);
  };
  if (!members.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  const users = members.data.items;
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button variant="light" onClick={() => setAdding(true)}>
          {t('adminCustomers.members.add')}
        </Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCustomers.members.username')}</Table.Th>
            <Table.Th>{t('adminCustomers.members.name')}</Table.Th>
            <Table.Th>{t('adminCustomers.members.email')}</Table.Th>
            <Table.Th>{t('adminCustomers.members.customerIds')}</Table.Th>
            <Table.Th>{t('adminCustomers.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text>{t('adminCustomers.members.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {users.map((user) => (
            <Table.Tr key={user.username}>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>{fullName(user)}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.customerIds.join(', ')}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {hasLink(user, 'unassign') && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('adminCustomers.members.unassignOne', { username: user.username })}
                      onClick={() => ask(user, 'unassign')}
                    >
                      {t('adminCustomers.members.unassign')}
                    </Button>
                  )}
                  {hasLink(user, 'delete') && (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="subtle"
                      aria-label={t('adminCustomers.members.deleteOne', { username: user.username })}
                      onClick={() => ask(user, 'delete')}
                    >
                      {t('adminCustomers.members.delete')}
                    </Button>
                  )}
                  {hasLink(user, 'erasure') && (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="subtle"
                      loading={erase.isPending && erase.variables?.username === user.username}
                      aria-label={t('adminCustomers.members.eraseOne', { username: user.username })}
                      onClick={() => ask(user, 'erase')}
                    >
                      {t('adminCustomers.members.erase')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {adding && <AddUserDialog customer={customer} onClose={() => setAdding(false)} />}
    </>
  );
}

/** Finds users from three characters on; one assigned to the customer already cannot be added. */
function AddUserDialog({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const [queryText, setQueryText] = useState('');
  const [query] = useDebouncedValue(queryText.trim(), 500);
  const [replace, setReplace] = useState(false);
  const searchable = query.length >= USER_SEARCH_MIN_LENGTH;
  const found = useQuery({ ...userSearchQuery(query), enabled: searchable });
  const add = useAssignMember(customer, {
    onSuccess: (user) => {
      notifySaved(
        t('adminCustomers.members.added', { username: user.username, customerId: customer.customerId }),
      );
      onClose();
    },
  });
  const users = searchable ? (found.data?.items ?? []) : [];
  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={t('adminCustomers.members.addTitle', { customerId: customer.customerId })}
    >
      <TextInput
        label={t('adminCustomers.members.search')}
        description={t('adminCustomers.members.searchHint', { count: USER_SEARCH_MIN_LENGTH })}
        value={queryText}
        data-autofocus
        onChange={(event) => setQueryText(event.currentTarget.value)}
      />
      <Checkbox
        mt="sm"
        label={t('adminCustomers.members.replaceAssignments')}
        checked={replace}
        onChange={(event) => setReplace(event.currentTarget.checked)}
      />
      {searchable && found.isFetching && <Loader size="xs" mt="sm" aria-label={t('common.loading')} />}
      {searchable && found.isSuccess && users.length === 0 && (
        <Text mt="sm">{t('adminCustomers.members.noneFound')}</Text>
      )}
      {users.length > 0 && (
        <Table mt="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminCustomers.members.username')}</Table.Th>
              <Table.Th>{t('adminCustomers.members.name')}</Table.Th>
              <Table.Th>{t('adminCustomers.members.customerIds')}</Table.Th>
              <Table.Th>{t('adminCustomers.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const assigned = isAssigned(user, customer.customerId);
              return (
                <Table.Tr key={user.username}>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td>{fullName(user)}</Table.Td>
                  <Table.Td>{user.customerIds.join(', ')}</Table.Td>
                  <Table.Td>
                    {assigned ? (
                      <Text size="sm">{t('adminCustomers.members.alreadyAssigned')}</Text>
                    ) : (
                      <Button
                        size="compact-sm"
                        loading={add.isPending && add.variables?.user.username === user.username}
                        aria-label={t('adminCustomers.members.addOne', { username: user.username })}
                        onClick={() => add.mutate({ user, replaceAssignments: replace })}
                      >
                        {t('adminCustomers.members.addShort')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Dialog>
  );
}
