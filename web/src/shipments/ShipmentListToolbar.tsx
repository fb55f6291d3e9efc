import { Button, Checkbox, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BatchFilter } from '../../../contracts/batch.ts';
import type { HalLinks } from '../../../contracts/hal.ts';
import { MAX_BATCH_SIZE } from '../../../contracts/shipment/dialogs-values.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { downloadFile } from '../api/download.ts';
import { hasLink } from '../api/hal.ts';
import { shipmentListParams, useDeleteShipments } from '../api/shipments.ts';
import { Chevron } from '../components/Chevron.tsx';
import { Menu } from '../components/DeferredMenu.tsx';
import { publishError } from '../errors/backend-errors.ts';
import { useConfirm } from '../errors/confirm.tsx';
import { notifySaved } from '../errors/notify.ts';
import { SelectionActions } from './actions/SelectionActions.tsx';
import type { ShipmentListSearch } from './list-search.ts';

interface Props {
  links: HalLinks;
  search: ShipmentListSearch;
  /** The shipments on this page and those of them the user ticked. */
  rows: Shipment[];
  selected: Shipment[];
  onDeleted: (shipmentNumbers: string[]) => void;
  /** How many shipments match the search and filter, and whether all of them are chosen for a batch. */
  matching: { total: number; chosen: boolean; onChoose: (chosen: boolean) => void };
}

/** The list's search and state filter as a batch names them. */
export const batchFilterOf = (search: ShipmentListSearch): BatchFilter => ({
  ...(search.searchText ? { query: search.searchText } : {}),
  ...(search.state ? { state: search.state } : {}),
});

/**
 * The list's toolbar; each action shows only when the server offers its link (spec 000 section 4):
 * the collection's links for create and export, the shipments' links for what acts on a selection.
 */
export function ShipmentListToolbar({ links, search, rows, selected, onDeleted, matching }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const deleteShipments = useDeleteShipments();
  const collection = { _links: links };
  const canCreate = hasLink(collection, 'create');
  const canExport = hasLink(collection, 'exportXLS');
  const offersDelete = rows.some((row) => hasLink(row, 'delete'));
  if (!canCreate && !canExport && !offersDelete && rows.length === 0) return null;
  const deletable = selected.length > 0 && selected.every((row) => hasLink(row, 'delete'));
  const deleteSelected = async () => {
    const numbers = selected.map((row) => row.shipmentNumber).join(', ');
    const one = selected.length === 1;
    // Says what goes, and answers with the deed, not "Cancel" (which reads like cancelling the shipment).
    const confirmed = await confirm({
      message: t(one ? 'shipmentList.deleteConfirmOne' : 'shipmentList.deleteConfirmMany', {
        numbers,
        count: selected.length,
      }),
      confirmLabel: t(one ? 'actions.deleteShipment' : 'actions.deleteShipments'),
      cancelLabel: t(one ? 'actions.keepShipment' : 'actions.keepShipments'),
      danger: true,
    });
    if (!confirmed) return;
    const deleted = await deleteShipments.mutateAsync(selected).catch(() => null);
    if (!deleted) return;
    onDeleted(deleted);
    notifySaved(t('shipmentList.deleted', { numbers: deleted.join(', ') }));
  };
  const exportXls = () =>
    downloadFile(`/api/shipments.xlsx?${shipmentListParams(search)}`, 'shipments.xlsx').catch(publishError);
  return (
    <Group role="toolbar" aria-label={t('shipmentList.toolbar')} gap="xs" mb="md">
      {canCreate && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button rightSection={<Chevron />}>{t('shipmentList.create')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              renderRoot={(props) => <Link to="/shipments/create" search={{ mode: 'form' }} {...props} />}
            >
              {t('shipmentList.createWithForm')}
            </Menu.Item>
            <Menu.Item
              renderRoot={(props) => <Link to="/shipments/create" search={{ mode: 'wizard' }} {...props} />}
            >
              {t('shipmentList.createWithWizard')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {rows.some((row) => hasLink(row, 'announce') || hasLink(row, 'commission')) && (
        <Checkbox
          label={t('batch.allMatching', {
            count: Math.min(matching.total, MAX_BATCH_SIZE),
            total: matching.total,
            max: MAX_BATCH_SIZE,
          })}
          checked={matching.chosen}
          onChange={(event) => matching.onChoose(event.currentTarget.checked)}
        />
      )}
      <SelectionActions
        rows={rows}
        selected={selected}
        allMatching={matching.chosen ? batchFilterOf(search) : undefined}
      />
      {offersDelete && (
        <Button
          variant="default"
          disabled={!deletable}
          loading={deleteShipments.isPending}
          onClick={() => void deleteSelected()}
        >
          {t('shipmentList.delete')}
        </Button>
      )}
      {canExport && (
        <Button variant="default" onClick={() => void exportXls()}>
          {t('shipmentList.exportXls')}
        </Button>
      )}
    </Group>
  );
}
