import '../i18n/screens/english.ts';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contracts/audit-log.ts';
import type { ShipmentStateName } from '../../../contracts/shipment/state.ts';
import { shipmentStates } from '../../../contracts/shipment/state-values.ts';
import { fieldPathLabel } from '../errors/field-paths.ts';
import { formatInstant } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';

const badgeColors = { ADD: 'green', MOD: 'blue', DEL: 'red' } as const;

const isShipmentState = (value: unknown): value is ShipmentStateName =>
  (shipmentStates as readonly unknown[]).includes(value);

/**
 * A change history (shipment audit log, master data changes), newest first; a change (MOD) opens
 * to the fields it changed and their new values. `action` adds a control beside an entry.
 */
export function ChangeHistory<Entry extends AuditEntry>({
  entries,
  action,
}: {
  entries: readonly Entry[];
  action?: (entry: Entry) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const label = (segment: string) =>
    i18n.exists(`fields.${segment}`) ? t(`fields.${segment}` as 'fields.name') : undefined;
  const valueText = (field: string, value: unknown) =>
    field === 'state' && isShipmentState(value)
      ? t(`shipment.state.${value}`)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (entries.length === 0) return <Text>{t('shipmentDetail.noEntries')}</Text>;
  return (
    <Stack gap="xs">
      {entries.map((entry) => {
        const changes = Object.entries(entry.modifications);
        const heading = (
          <Group gap="sm" component="span" style={{ display: 'inline-flex' }}>
            <Badge color={badgeColors[entry.type]} variant="light" c="dark">
              {t(`shipmentDetail.auditType.${entry.type}`)}
            </Badge>
            <Text size="sm" span>
              {entry.userFullname ?? ''}
              {entry.userLogin ? ` (${entry.userLogin})` : ''} · {formatInstant(entry.date, language)}
            </Text>
          </Group>
        );
        const withAction = (content: ReactNode) =>
          action ? (
            <Group key={entry.revision} justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ flex: 1 }}>{content}</div>
              {action(entry)}
            </Group>
          ) : (
            content
          );
        if (entry.type !== 'MOD' || changes.length === 0)
          return withAction(<div key={entry.revision}>{heading}</div>);
        return withAction(
          <details key={entry.revision}>
            <summary style={{ cursor: 'pointer' }}>{heading}</summary>
            <List size="sm" ml="xl" mt={4} aria-label={t('shipmentDetail.changes')}>
              {changes.map(([field, value]) => (
                <List.Item key={field}>
                  {fieldPathLabel(field, label)}: {valueText(field, value)}
                </List.Item>
              ))}
            </List>
          </details>,
        );
      })}
    </Stack>
  );
}
