import { ActionIcon, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../../contracts/masterdata/locations.ts';
import { Chevron } from '../../components/Chevron.tsx';
import { PageTitle } from '../../pages/PageTitle.tsx';
import { LocationDetail } from './LocationDetail.tsx';
import { locationListQuery } from './locations-api.ts';

/** The opener, abbreviation and name. */
const columnCount = 3;

/**
 * The branches (spec 001 section 2): abbreviation and name, sorted by abbreviation; each row
 * opens the branch's detail tabs.
 */
export function LocationsPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(locationListQuery());
  const locations = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageTitle>{t('admin.locations')}</PageTitle>
      <Table.ScrollContainer minWidth={500}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('adminLocations.open')}</VisuallyHidden>
              </Table.Th>
              <Table.Th aria-sort="ascending">{t('adminLocations.columns.abbreviation')}</Table.Th>
              <Table.Th>{t('adminLocations.columns.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isSuccess && locations.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text>{t('adminLocations.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {locations.map((location) => (
              <LocationRow key={location.abbreviation} location={location} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('adminLocations.loadMore')}
          </Button>
        </Group>
      )}
    </>
  );
}

function LocationRow({ location }: { location: Location }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={expanded}
            aria-label={t('adminLocations.details', { abbreviation: location.abbreviation })}
            onClick={() => setExpanded((open) => !open)}
          >
            <Chevron />
          </ActionIcon>
        </Table.Td>
        <Table.Td>{location.abbreviation}</Table.Td>
        <Table.Td>{location.name}</Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <LocationDetail location={location} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
