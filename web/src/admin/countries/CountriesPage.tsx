import { ActionIcon, Button, Group, Pagination, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../contracts/masterdata/reference.ts';
import {
  type CountryListSearch,
  type CountrySortColumn,
  countryListQuery,
  countrySortColumns,
} from '../../api/admin-countries.ts';
import { hasLink, linkPath } from '../../api/hal.ts';
import { Chevron } from '../../components/Chevron.tsx';
import { SortableHeader } from '../../components/SortableHeader.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { PageTitle } from '../../pages/PageTitle.tsx';
import { CountryForm } from './CountryForm.tsx';
import { countryName } from './country-values.ts';

/** The opener and the sortable columns. */
const columnCount = countrySortColumns.length + 1;

/** A row on top of the list: a country being entered, then the one just created. */
interface TopRow {
  key: number;
  country?: Country;
}

/**
 * The countries (spec 001 section 2): sorted by name in the UI language, alpha-2 or ISO code
 * (alpha-2 ascending at first), a page at a time; rows open the form of their codes. New
 * countries are entered and kept on top of the list.
 */
export function CountriesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<CountryListSearch['sort']>({ column: 'alpha2Code', direction: 'asc' });
  const [topRows, setTopRows] = useState<TopRow[]>([]);
  const list = useQuery({ ...countryListQuery({ page, sort, language }), placeholderData: keepPreviousData });
  const collection = { _links: list.data?.links };
  const onTop = new Set(topRows.flatMap((row) => (row.country ? [row.country.alpha2Code] : [])));
  const countries = (list.data?.countries ?? []).filter((country) => !onTop.has(country.alpha2Code));

  const sortBy = (column: CountrySortColumn) => {
    setPage(0);
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  };
  const addRow = () => setTopRows((rows) => [{ key: Date.now() }, ...rows]);
  const dropRow = (key: number) => setTopRows((rows) => rows.filter((row) => row.key !== key));
  const created = (key: number, country: Country) =>
    setTopRows((rows) => rows.map((row) => (row.key === key ? { key, country } : row)));
  const drafting = topRows.some((row) => !row.country);

  return (
    <>
      <PageTitle>{t('admin.countries')}</PageTitle>
      <Group justify="flex-end" mb="md">
        {hasLink(collection, 'create') && (
          <Button onClick={addRow} disabled={drafting}>
            {t('adminCountries.create')}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('adminCountries.open')}</VisuallyHidden>
              </Table.Th>
              {countrySortColumns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`adminCountries.columns.${column}`)}
                  direction={sort.column === column ? sort.direction : undefined}
                  onSort={() => sortBy(column)}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {topRows.map((row) =>
              row.country ? (
                <CountryRow
                  key={row.key}
                  country={row.country}
                  initiallyOpen
                  onDeleted={() => dropRow(row.key)}
                />
              ) : (
                <Table.Tr key={row.key}>
                  <Table.Td colSpan={columnCount}>
                    <Paper withBorder p="md">
                      <CountryForm
                        createPath={hasLink(collection, 'create') ? linkPath(collection, 'create') : ''}
                        onCreated={(country) => created(row.key, country)}
                      />
                      <Button variant="default" mt="xs" onClick={() => dropRow(row.key)}>
                        {t('adminCountries.cancel')}
                      </Button>
                    </Paper>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
            {list.isSuccess && countries.length === 0 && topRows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text>{t('adminCountries.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {countries.map((country) => (
              <CountryRow key={country.alpha2Code} country={country} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(list.data?.page.totalPages ?? 0) > 1 && (
        <Pagination
          mt="md"
          total={list.data?.page.totalPages ?? 0}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          getControlProps={(control) => ({
            'aria-label': t(`adminCountries.paging.${control}`),
          })}
          getItemProps={(item) => ({ 'aria-label': t('adminCountries.paging.page', { page: item }) })}
        />
      )}
    </>
  );
}

function CountryRow({
  country,
  initiallyOpen = false,
  onDeleted,
}: {
  country: Country;
  initiallyOpen?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [expanded, setExpanded] = useState(initiallyOpen);
  const name = countryName(country, language);
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={expanded}
            aria-label={t('adminCountries.details', { name })}
            onClick={() => setExpanded((open) => !open)}
          >
            <Chevron />
          </ActionIcon>
        </Table.Td>
        <Table.Td>{name}</Table.Td>
        <Table.Td>{country.alpha2Code}</Table.Td>
        <Table.Td>{country.isoCode}</Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <CountryForm country={country} onDeleted={onDeleted} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
