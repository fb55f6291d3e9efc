import '../../i18n/screens/english.ts';
import { Badge, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ShipmentStateName, shipmentStates } from '../../../../contracts/shipment/state.ts';
import { fieldPathLabel } from '../../errors/field-errors.ts';
import { formatDate, formatInstant } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { pathInSection, type RevisionField, type RevisionSection } from './revision-fields.ts';

const isShipmentState = (value: unknown): value is ShipmentStateName =>
  (shipmentStates as readonly unknown[]).includes(value);

/** The sections of a revision as read-only tables; changed fields highlighted with both values. */
export function RevisionFieldsView({
  sections,
}: {
  sections: { section: RevisionSection; fields: RevisionField[] }[];
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();

  const label = (segment: string) =>
    i18n.exists(`fields.${segment}`)
      ? t(`fields.${segment}` as 'fields.name')
      : i18n.exists(`shipmentRevision.fields.${segment}`)
        ? t(`shipmentRevision.fields.${segment}` as 'shipmentRevision.fields.identifier')
        : undefined;
  const title = (section: RevisionSection) =>
    section === 'status'
      ? t('shipmentRevision.status')
      : section === 'orderCharacteristics'
        ? t('shipmentDetail.orderCharacteristics')
        : (label(section) ?? section);

  const text = (path: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (path === 'state' && isShipmentState(value)) return t(`shipment.state.${value}`);
    if (path === 'type' && i18n.exists(`shipment.type.${value}`))
      return t(`shipment.type.${value}` as 'shipment.type.QUER');
    if (typeof value === 'boolean') return value ? t('shipmentRevision.yes') : t('shipmentRevision.no');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, language);
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatInstant(value, language);
    return String(value);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {sections.map(({ section, fields }) => (
        <Stack key={section} gap={4} component="section" aria-label={title(section)}>
          <Title order={4} size="h5">
            {title(section)}
          </Title>
          <Table withRowBorders={false} verticalSpacing={2} layout="fixed">
            <Table.Thead>
              <VisuallyHidden component="tr">
                <th>{t('shipmentRevision.field')}</th>
                <th>{t('shipmentRevision.value')}</th>
              </VisuallyHidden>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr
                  key={field.path}
                  data-path={field.path}
                  data-changed={field.changed || undefined}
                  bg={field.changed ? 'yellow.1' : undefined}
                >
                  <Table.Th fw={600} fz="sm" scope="row" w="45%">
                    {fieldPathLabel(pathInSection(section, field.path), label)}
                  </Table.Th>
                  <Table.Td fz="sm">
                    {field.changed ? (
                      <>
                        <Badge size="xs" variant="outline" color="dark" mr={6}>
                          {t('shipmentRevision.changed')}
                        </Badge>
                        <VisuallyHidden>{t('shipmentRevision.previousValue')}</VisuallyHidden>
                        <Text span size="sm" td="line-through" data-value="previous">
                          {text(field.path, field.previous)}
                        </Text>
                        {' → '}
                        <VisuallyHidden>{t('shipmentRevision.newValue')}</VisuallyHidden>
                        <Text span size="sm" fw={700} data-value="new">
                          {text(field.path, field.value)}
                        </Text>
                      </>
                    ) : (
                      text(field.path, field.value)
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
