import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Chevron } from './Chevron.tsx';

interface ExpandableRowProps {
  /** The toggle's accessible name, e.g. "Details of Müller GmbH". */
  toggleLabel: string;
  /** Columns of the table, the toggle's included: the detail row spans them all. */
  columnCount: number;
  /** The row's cells after the toggle. */
  cells: ReactNode;
  /** The detail shown below the row while it is open (a form, tabs, ...); a function gets a way to close it. */
  children: ReactNode | ((collapse: () => void) => ReactNode);
  defaultExpanded?: boolean;
}

/** A table row with a toggle in its first cell that opens a detail row below it. */
export function ExpandableRow({
  toggleLabel,
  columnCount,
  cells,
  children,
  defaultExpanded = false,
}: ExpandableRowProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={expanded}
            aria-label={toggleLabel}
            onClick={() => setExpanded((open) => !open)}
          >
            <Chevron />
          </ActionIcon>
        </Table.Td>
        {cells}
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            {typeof children === 'function' ? children(() => setExpanded(false)) : children}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The one row of a table that has nothing to show, when `show` is set. */
export function EmptyRow({ show, columnCount, text }: { show: boolean; columnCount: number; text: string }) {
  if (!show) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>
        <Text>{text}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The button under a list that loads its next page (by the next link), while there is one. */
export function LoadMore({ list, label }: { list: MorePages; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center" mt="md">
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
