import {
  ActionIcon,
  Box,
  Button,
  Group,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailQuery, type ListSort, listQuery, nextSort } from '../../api/admin-lists.ts';
import { hasLink, type Linked } from '../../api/hal.ts';
import { Chevron } from '../../components/Chevron.tsx';
import { SortableHeader } from '../../components/SortableHeader.tsx';
import { PageTitle } from '../../pages/PageTitle.tsx';

/** A column of a list, and a field of its read-only detail. */
export interface ListColumn<T> {
  label: string;
  /** The API's sort property; a column without one is not sortable. */
  sort?: string;
  cell: (item: T) => ReactNode;
}

/** What a list's toolbar (filters, actions) may know about the list. */
export interface ListState {
  query: string;
  /** All matching entries on the server; undefined while the first page loads. */
  total: number | undefined;
  /** The collection with its links (create), once the first page is there. */
  collection: Linked | undefined;
}

export interface ReferenceListProps<T extends Linked> {
  title: string;
  /** The `_embedded` name of the items. */
  collection: string;
  /** The collection's path without query. */
  path: string;
  pageSize?: number;
  /** The order first shown; without one the API's default order applies. */
  defaultSort?: ListSort;
  /** Further filters sent with every page, e.g. the countries of the zip code areas. */
  params?: Record<string, string>;
  columns: ListColumn<T>[];
  rowKey: (item: T) => string;
  /** Names a row for its opener: "Details of <name>". */
  rowName: (item: T) => string;
  /** Fields of the read-only detail; the columns when absent. */
  detailFields?: ListColumn<T>[];
  /** A detail of its own (instead of the read-only fields). */
  renderDetail?: (item: T) => ReactNode;
  /** Whether the read-only detail loads the entity by its self link (default) or shows the row. */
  followSelf?: boolean;
  toolbar?: (state: ListState) => ReactNode;
}

/**
 * A read-only administration list (spec 001 section 2): a search box, sortable columns where the API
 * sorts, further pages by the collection's next link, and rows that open a read-only detail.
 */
export function ReferenceList<T extends Linked>(props: ReferenceListProps<T>) {
  const { t } = useTranslation();
  const [queryText, setQueryText] = useState('');
  const [query] = useDebouncedValue(queryText.trim(), 500);
  const [sort, setSort] = useState<ListSort | undefined>(props.defaultSort);
  const list = useInfiniteQuery({
    ...listQuery<T>({
      collection: props.collection,
      path: props.path,
      pageSize: props.pageSize ?? 100,
      query,
      sort,
      ...(props.params ? { params: props.params } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.page?.totalElements;
  const columnCount = props.columns.length + 1;
  const state: ListState = {
    query,
    total: list.isPlaceholderData ? undefined : total,
    collection: list.data?.pages[0] ? { _links: list.data.pages[0].links } : undefined,
  };

  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('adminReference.search')}
          type="search"
          value={queryText}
          onChange={(event) => setQueryText(event.currentTarget.value)}
        />
        {props.toolbar?.(state)}
      </Group>
      <Table.ScrollContainer minWidth={Math.max(600, props.columns.length * 110)}>
        <Table striped highlightOnHover aria-label={props.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('adminReference.open')}</VisuallyHidden>
              </Table.Th>
              {props.columns.map((column) => {
                const property = column.sort;
                return property ? (
                  <SortableHeader
                    key={column.label}
                    label={column.label}
                    direction={sort?.column === property ? sort.direction : undefined}
                    onSort={() => setSort((current) => nextSort(current, property))}
                  />
                ) : (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isSuccess && items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text>{t('adminReference.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {items.map((item) => (
              <ListRow key={props.rowKey(item)} item={item} list={props} columnCount={columnCount} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md">
        {total !== undefined && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('adminReference.shown', { shown: items.length, total })}
          </Text>
        )}
        {list.hasNextPage && (
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('adminReference.loadMore')}
          </Button>
        )}
      </Group>
    </>
  );
}

function ListRow<T extends Linked>({
  item,
  list,
  columnCount,
}: {
  item: T;
  list: ReferenceListProps<T>;
  columnCount: number;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const name = list.rowName(item);
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            aria-label={t('adminReference.details', { name })}
            onClick={() => setExpanded((open) => !open)}
          >
            <Chevron />
          </ActionIcon>
        </Table.Td>
        {list.columns.map((column) => (
          <Table.Td key={column.label}>{column.cell(item)}</Table.Td>
        ))}
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Box id={detailId} component="section" aria-label={t('adminReference.details', { name })} p="xs">
              {list.renderDetail ? (
                list.renderDetail(item)
              ) : list.followSelf !== false && hasLink(item, 'self') ? (
                <LinkedDetail item={item} fields={list.detailFields ?? list.columns} />
              ) : (
                <ReadOnlyFields item={item} fields={list.detailFields ?? list.columns} />
              )}
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The entity behind the row's self link; the row's own data stands in while it loads. */
function LinkedDetail<T extends Linked>({ item, fields }: { item: T; fields: ListColumn<T>[] }) {
  const detail = useQuery(detailQuery(item));
  return <ReadOnlyFields item={detail.data ?? item} fields={fields} />;
}

/** Label and value pairs, read-only. */
export function ReadOnlyFields<T>({ item, fields }: { item: T; fields: ListColumn<T>[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {field.cell(item) ?? '–'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
