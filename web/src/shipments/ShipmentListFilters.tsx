import { Chip, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterState, filterStates } from './list-search.ts';

/** Debounce of the free-text search (spec 000 section 9). */
const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  searchText: string;
  states: FilterState[];
  onSearch: (searchText: string) => void;
  onStates: (states: FilterState[]) => void;
  exceptionsOnly: boolean;
  onExceptionsOnly: (exceptionsOnly: boolean) => void;
}

export function ShipmentListFilters({
  searchText,
  states,
  onSearch,
  onStates,
  exceptionsOnly,
  onExceptionsOnly,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(searchText);
  useEffect(() => setDraft(searchText), [searchText]);
  useEffect(() => {
    if (draft.trim() === searchText) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, searchText, onSearch]);
  return (
    <Group align="flex-end" gap="md" mb="md">
      <TextInput
        type="search"
        label={t('shipmentList.search')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && onSearch(draft.trim())}
        w={280}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
          {t('shipmentList.stateFilter')}
        </legend>
        <Chip.Group multiple value={states} onChange={(values) => onStates(values as FilterState[])}>
          <Group gap={6}>
            {filterStates.map((state) => (
              <Chip key={state} value={state} size="sm">
                {t(`shipment.state.${state}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </fieldset>
      <Chip checked={exceptionsOnly} onChange={onExceptionsOnly} color="red" size="sm" variant="outline">
        {t('shipmentList.exceptionsOnly')}
      </Chip>
    </Group>
  );
}
