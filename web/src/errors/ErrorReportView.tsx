import '../i18n/screens/english.ts';
import { Code, List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/index.ts';
import type { ErrorReport } from './backend-errors.ts';
import { errorTextKey } from './error-texts.ts';
import { fieldMessageText, fieldPathLabel } from './field-errors.ts';

/** The report in the error dialog; loads with the dialog's first opening, with the field messages of every language. */
export function ErrorReportView({ report }: { report: ErrorReport }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const label = (segment: string) =>
    i18n.exists(`fields.${segment}`) ? t(`fields.${segment}` as 'fields.name') : undefined;
  const request = [report.method, report.instance].filter(Boolean).join(' ');
  const message =
    report.detail && report.detail !== report.title ? `${report.title}: ${report.detail}` : report.title;
  return (
    <Stack gap="sm">
      <Text fw={600} role="alert">
        {report.status !== 0 ? `${report.status} – ` : ''}
        {t(errorTextKey(report.status))}
      </Text>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {report.timestamp && <DetailRow label={t('error.details.timestamp')} value={report.timestamp} />}
          {request && <DetailRow label={t('error.details.request')} value={request} />}
          <DetailRow label={t('error.details.message')} value={message} />
        </Table.Tbody>
      </Table>
      {report.fieldErrors.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('error.details.fieldErrors')}
          </Text>
          <List size="sm">
            {report.fieldErrors.map((fieldError) => (
              <List.Item key={`${fieldError.field}:${fieldError.defaultMessage}`}>
                <Text span fw={500}>
                  {fieldPathLabel(fieldError.field, label)}
                </Text>
                : {fieldMessageText(fieldError.defaultMessage, language, t)}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {report.details.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('error.details.details')}
          </Text>
          <Code block>{report.details.join('\n')}</Code>
        </div>
      )}
    </Stack>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
