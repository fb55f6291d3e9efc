import '../../i18n/screens/english.ts';
import {
  Accordion,
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeMappingKind, codeMappingKinds } from '../../../../contracts/masterdata/code-mappings.ts';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import {
  codeMappingsQuery,
  useImportCodeMappings,
  useRemoveCodeMapping,
  useSaveCodeMapping,
} from '../../api/admin-code-mappings.ts';
import { customerAddressesQuery } from '../../api/admin-customers.ts';
import { downloadFile } from '../../api/download.ts';
import { linkPath } from '../../api/hal.ts';
import { fieldErrorsOf, publishError, showFieldErrors } from '../../errors/backend-errors.ts';
import { notifySaved } from '../../errors/notify.ts';

/**
 * A customer's code mappings (docs/decisions/0229): what the customer's partners write in their
 * order files and the portal's value it stands for; added one by one, exported and imported as CSV,
 * with the defaults that ship with the portal listed below.
 */
export function CustomerCodeMappingsPanel({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const query = useQuery(codeMappingsQuery(customer));
  const remove = useRemoveCodeMapping(customer, {
    onSuccess: () => notifySaved(t('adminCustomers.codeMappings.removed')),
  });
  if (!query.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  const { mappings, defaults } = query.data;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminCustomers.codeMappings.intro')}
      </Text>
      <AddMappingForm customer={customer} />
      <Table striped mt="md" aria-label={t('adminCustomers.codeMappings.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCustomers.codeMappings.kind')}</Table.Th>
            <Table.Th>{t('adminCustomers.codeMappings.partnerValue')}</Table.Th>
            <Table.Th>{t('adminCustomers.codeMappings.portalValue')}</Table.Th>
            <Table.Th>{t('adminCustomers.codeMappings.note')}</Table.Th>
            <Table.Th>{t('adminCustomers.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mappings.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text>{t('adminCustomers.codeMappings.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {mappings.map((mapping) => (
            <Table.Tr key={`${mapping.kind}/${mapping.partnerValue}`}>
              <Table.Td>{t(`adminCustomers.codeMappings.kinds.${mapping.kind}`)}</Table.Td>
              <Table.Td>{mapping.partnerValue}</Table.Td>
              <Table.Td>{mapping.portalName ?? mapping.portalValue}</Table.Td>
              <Table.Td>{mapping.note}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('adminCustomers.codeMappings.removeOne', { value: mapping.partnerValue })}
                  loading={remove.isPending && remove.variables === mapping}
                  onClick={() => remove.mutate(mapping)}
                >
                  {t('adminCustomers.codeMappings.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <FileExchange customer={customer} />
      <Accordion mt="md" variant="separated">
        <Accordion.Item value="defaults">
          <Accordion.Control>
            {t('adminCustomers.codeMappings.defaults', { count: defaults.length })}
          </Accordion.Control>
          <Accordion.Panel>
            <Table striped>
              <Table.Tbody>
                {defaults.map((entry) => (
                  <Table.Tr key={`${entry.kind}/${entry.partnerValue}`}>
                    <Table.Td>{t(`adminCustomers.codeMappings.kinds.${entry.kind}`)}</Table.Td>
                    <Table.Td>{entry.partnerValue}</Table.Td>
                    <Table.Td>{entry.portalValue}</Table.Td>
                    <Table.Td>{entry.note}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}

type FieldErrors = Partial<Record<'kind' | 'partnerValue' | 'portalValue' | 'note', string>>;

/** Kind, partner value, portal value (an address book entry for a party) and note; field errors under each. */
function AddMappingForm({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CodeMappingKind>('packingCode');
  const [partnerValue, setPartnerValue] = useState('');
  const [portalValue, setPortalValue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCodeMapping(customer, {
    onSuccess: () => {
      notifySaved(t('adminCustomers.codeMappings.saved'));
      setPartnerValue('');
      setPortalValue('');
      setNote('');
      setErrors({});
    },
    onError: showFieldErrors(setErrors),
  });
  return (
    <form
      aria-label={t('adminCustomers.codeMappings.add')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ kind, partnerValue, portalValue, note: note || null });
      }}
    >
      <Group align="flex-start" wrap="wrap">
        <Select
          label={t('adminCustomers.codeMappings.kind')}
          data={codeMappingKinds.map((value) => ({
            value,
            label: t(`adminCustomers.codeMappings.kinds.${value}`),
          }))}
          value={kind}
          allowDeselect={false}
          onChange={(value) => {
            setKind((value ?? 'packingCode') as CodeMappingKind);
            setPortalValue('');
          }}
          error={errors.kind}
          w={240}
        />
        <TextInput
          label={t('adminCustomers.codeMappings.partnerValue')}
          value={partnerValue}
          maxLength={35}
          onChange={(event) => setPartnerValue(event.currentTarget.value)}
          error={errors.partnerValue}
          w={180}
        />
        {kind === 'party' ? (
          <AddressPicker
            customer={customer}
            value={portalValue}
            onChange={setPortalValue}
            error={errors.portalValue}
          />
        ) : (
          <TextInput
            label={t('adminCustomers.codeMappings.portalValue')}
            description={t(`adminCustomers.codeMappings.portalHints.${kind}`)}
            value={portalValue}
            maxLength={36}
            onChange={(event) => setPortalValue(event.currentTarget.value)}
            error={errors.portalValue}
            w={180}
          />
        )}
        <TextInput
          label={t('adminCustomers.codeMappings.note')}
          value={note}
          maxLength={70}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
          w={220}
        />
        <Button type="submit" mt={25} loading={save.isPending}>
          {t('adminCustomers.codeMappings.add')}
        </Button>
      </Group>
    </form>
  );
}

/** An entry of the customer's address book, searched by name. */
function AddressPicker(props: {
  customer: AdminCustomer;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const addresses = useInfiniteQuery(customerAddressesQuery(props.customer, query, 'name,asc'));
  const options = (addresses.data?.pages.flatMap((page) => page.items) ?? []).map((address) => ({
    value: address.id ?? '',
    label: `${address.name}, ${address.zipCode} ${address.city} (${address.country})`,
  }));
  return (
    <Select
      label={t('adminCustomers.codeMappings.address')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.filter((option) => option.value)}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      nothingFoundMessage={t('adminCustomers.codeMappings.noAddress')}
      error={props.error}
      w={320}
    />
  );
}

/** Export as CSV, and import a CSV file that replaces the mappings; a refused file lists its rows' errors. */
function FileExchange({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useImportCodeMappings(customer, {
    onSuccess: ({ imported }) => {
      notifySaved(t('adminCustomers.codeMappings.imported', { count: imported }));
      setFile(null);
      setErrors([]);
    },
    onError: (failure) => {
      const fieldErrors = fieldErrorsOf(failure);
      if (fieldErrors.length === 0) {
        publishError(failure);
        return;
      }
      setErrors(
        fieldErrors.map((error) => {
          const row = /^rows\[(\d+)\]\.(\w+)$/.exec(error.field);
          return row
            ? t('adminCustomers.codeMappings.rowError', {
                row: row[1],
                field: row[2],
                message: error.defaultMessage,
              })
            : `${error.field}: ${error.defaultMessage}`;
        }),
      );
    },
  });
  return (
    <>
      <Group mt="md" align="flex-end">
        <Button
          variant="default"
          onClick={() =>
            downloadFile(
              `${linkPath(customer, 'codeMappings')}/export`,
              `code-mappings-${customer.customerId}.csv`,
            ).catch(publishError)
          }
        >
          {t('adminCustomers.codeMappings.export')}
        </Button>
        <FileInput
          label={t('adminCustomers.codeMappings.file')}
          description={t('adminCustomers.codeMappings.fileHint')}
          accept=".csv"
          value={file}
          clearable
          onChange={(chosen) => {
            setFile(chosen);
            setErrors([]);
          }}
          w={280}
        />
        <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t('adminCustomers.codeMappings.import')}
        </Button>
      </Group>
      {errors.length > 0 && (
        <Alert color="red" mt="md" title={t('adminCustomers.codeMappings.importFailed')}>
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
