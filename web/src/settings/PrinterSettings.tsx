import '../i18n/screens/english.ts';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsEditor } from './use-settings-editor.ts';

const printerTypes = ['', 'LASER', 'LASER_POSITION', 'ZEBRA'] as const;
type PrinterChoice = (typeof printerTypes)[number];

const choiceKey = (type: PrinterChoice) => (type === '' ? 'NONE' : type);

/** The label format the label printing dialog starts with (spec 001 section 2). */
export function PrinterSettings({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('settings.printer.label')}
      value={editor.values.PRINTER_TYPE ?? ''}
      onChange={(value) => editor.save({ name: 'PRINTER_TYPE', value })}
      error={editor.errorOf('PRINTER_TYPE')}
    >
      <Stack gap="md" mt="sm">
        {printerTypes.map((type) => (
          <Radio
            key={choiceKey(type)}
            value={type}
            label={t(`settings.printer.${choiceKey(type)}.label`)}
            description={t(`settings.printer.${choiceKey(type)}.description`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
