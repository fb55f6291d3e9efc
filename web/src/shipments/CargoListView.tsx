import '../i18n/screens/english.ts';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';

const itemColumns = [
  'colliQty',
  'packingCode',
  'goods',
  'marking',
  'orderNumber',
  'length',
  'width',
  'height',
  'weight',
] as const;
const infoFields = [
  'storingPos',
  'cbm',
  'loadingLength',
  'loadingEquipmentQty',
  'loadingEquipmentType',
] as const;

/** The cargo items, numbered, with the shipment info above them. */
export function CargoListView({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const { cargoList } = shipment;
  return (
    <>
      <Group gap="lg" mb="sm">
        {infoFields.map((field) =>
          cargoList[field] === undefined ? null : (
            <Text key={field} size="sm">
              <Text span fw={600} size="sm">
                {t(`fields.${field}`)}:
              </Text>{' '}
              {cargoList[field]}
            </Text>
          ),
        )}
      </Group>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            {itemColumns.map((column) => (
              <Table.Th key={column}>{t(`fields.${column}`)}</Table.Th>
            ))}
            <Table.Th>{t('shipmentList.columns.hazmat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cargoList.items.map((item, index) => (
            // Items have no identity of their own: their position is what the form and the audit log use.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td>{index + 1}</Table.Td>
              {itemColumns.map((column) => (
                <Table.Td key={column}>{item[column]}</Table.Td>
              ))}
              <Table.Td>{item.hazmats.map((hazmat) => `UN ${hazmat.unNumber}`).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
