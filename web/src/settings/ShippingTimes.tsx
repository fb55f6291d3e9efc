import '../i18n/screens/english.ts';
import { Checkbox, Fieldset, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  copyTimesToFriday,
  fridayTimesSame,
  shippingTimeOptions,
  weekTimeChanges,
} from './settings-rules.ts';
import type { SettingsEditor } from './use-settings-editor.ts';

type TimeName =
  | 'SHIPPING_TIME_FROM'
  | 'SHIPPING_TIME_UNTIL'
  | 'SHIPPING_TIME_FROM_FR'
  | 'SHIPPING_TIME_UNTIL_FR';

const labelKeys = {
  SHIPPING_TIME_FROM: 'weekFrom',
  SHIPPING_TIME_UNTIL: 'weekUntil',
  SHIPPING_TIME_FROM_FR: 'fridayFrom',
  SHIPPING_TIME_UNTIL_FR: 'fridayUntil',
} as const;

/** Shipping time from/until for Monday to Thursday, and for Friday unless it keeps the same times. */
export function ShippingTimes({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  const { values } = editor;
  const [sameFriday, setSameFriday] = useState(() => fridayTimesSame(values));

  const timeSelect = (name: TimeName, onChange: (value: string) => void) => {
    const value = values[name];
    return (
      <NativeSelect
        label={t(`settings.shipments.times.${labelKeys[name]}`)}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={editor.errorOf(name)}
        data={[
          ...(value ? [] : [{ value: '', label: t('settings.shipments.times.none'), disabled: true }]),
          ...shippingTimeOptions(value),
        ]}
      />
    );
  };

  const tickSameFriday = (checked: boolean) => {
    setSameFriday(checked);
    if (checked) {
      const changes = copyTimesToFriday(values);
      if (changes.length > 0) editor.save(...changes);
    }
  };

  return (
    <Fieldset legend={t('settings.shipments.times.legend')} variant="unstyled">
      <Group align="flex-end">
        {timeSelect('SHIPPING_TIME_FROM', (value) =>
          editor.save(...weekTimeChanges('SHIPPING_TIME_FROM', value, sameFriday)),
        )}
        {timeSelect('SHIPPING_TIME_UNTIL', (value) =>
          editor.save(...weekTimeChanges('SHIPPING_TIME_UNTIL', value, sameFriday)),
        )}
      </Group>
      <Checkbox
        mt="md"
        label={t('settings.shipments.times.sameFriday')}
        checked={sameFriday}
        onChange={(event) => tickSameFriday(event.currentTarget.checked)}
      />
      {!sameFriday && (
        <Group align="flex-end" mt="md">
          {timeSelect('SHIPPING_TIME_FROM_FR', (value) =>
            editor.save({ name: 'SHIPPING_TIME_FROM_FR', value }),
          )}
          {timeSelect('SHIPPING_TIME_UNTIL_FR', (value) =>
            editor.save({ name: 'SHIPPING_TIME_UNTIL_FR', value }),
          )}
        </Group>
      )}
    </Fieldset>
  );
}
