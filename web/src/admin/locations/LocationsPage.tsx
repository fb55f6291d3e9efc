import { Table, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../../contracts/masterdata/locations.ts';
import { locationListQuery } from '../../api/admin-locations.ts';
import { EmptyRow, ExpandableRow, LoadMore } from '../../components/ListParts.tsx';
import { PageTitle } from '../../pages/PageTitle.tsx';
import { LocationDetail } from './LocationDetail.tsx';

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
            <EmptyRow
              show={list.isSuccess && locations.length === 0}
              columnCount={columnCount}
              text={t('adminLocations.empty')}
            />
            {locations.map((location) => (
              <LocationRow key={location.abbreviation} location={location} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={list} label={t('adminLocations.loadMore')} />
    </>
  );
}

function LocationRow({ location }: { location: Location }) {
  const { t } = useTranslation();
  return (
    <ExpandableRow
      toggleLabel={t('adminLocations.details', { abbreviation: location.abbreviation })}
      columnCount={columnCount}
      cells={
        <>
          <Table.Td>{location.abbreviation}</Table.Td>
          <Table.Td>{location.name}</Table.Td>
        </>
      }
    >
      <LocationDetail location={location} />
    </ExpandableRow>
  );
}
