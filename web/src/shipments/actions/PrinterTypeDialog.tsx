import '../../i18n/screens/english.ts';
import { Button, Checkbox, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LabelFormat,
  type PrinterType,
  printerTypes,
  type ZplResolution,
} from '../../../../contracts/shipment/dialogs.ts';
import { printerTypeQuery, savePrinterType } from '../../api/settings.ts';
import type { LabelOptions } from '../../api/shipment-commands.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { publishError } from '../../errors/backend-errors.ts';

interface Props {
  onClose: () => void;
  onPrint: (options: LabelOptions) => void;
}

/**
 * Label format and start position; the format can be remembered as the PRINTER_TYPE setting. A user
 * who keeps LASER_POSITION gets the position-only variant (spec 000 section 2): just the position,
 * with a way back to the formats.
 */
export function PrinterTypeDialog({ onClose, onPrint }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remembered = useQuery(printerTypeQuery());
  const [printerType, setPrinterType] = useState<PrinterType>('LASER');
  const [labelPosition, setLabelPosition] = useState('1');
  const [format, setFormat] = useState<LabelFormat>('pdf');
  const [dpi, setDpi] = useState<`${ZplResolution}`>('203');
  const [remember, setRemember] = useState(false);
  const [formatsShown, setFormatsShown] = useState(false);
  useEffect(() => {
    if (remembered.data) setPrinterType(remembered.data);
  }, [remembered.data]);
  const positionOnly = remembered.data === 'LASER_POSITION' && !formatsShown;
  const print = async () => {
    if (remember) {
      await savePrinterType(printerType).catch(publishError);
      queryClient.setQueryData(printerTypeQuery().queryKey, printerType);
    }
    onPrint({
      printerType,
      labelPosition: printerType === 'LASER_POSITION' ? Number(labelPosition) : 1,
      ...(printerType === 'ZEBRA' && format === 'zpl' ? { format, dpi: Number(dpi) as ZplResolution } : {}),
    });
  };
  const position = (
    <div>
      <Text size="sm" fw={500} id="label-position">
        {t('printer.position')}
      </Text>
      <SegmentedControl
        aria-labelledby="label-position"
        data={['1', '2', '3', '4']}
        value={labelPosition}
        onChange={setLabelPosition}
      />
    </div>
  );
  if (remembered.isPending) return null;
  if (positionOnly) {
    return (
      <Dialog opened onClose={onClose} title={t('printer.position')}>
        <Stack gap="sm">
          <Text size="sm">{t('printer.positionOnlyHint')}</Text>
          {position}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setFormatsShown(true)}>
              {t('printer.otherFormat')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('actions.abort')}
              </Button>
              <Button
                onClick={() =>
                  onPrint({ printerType: 'LASER_POSITION', labelPosition: Number(labelPosition) })
                }
              >
                {t('printer.print')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Dialog>
    );
  }
  return (
    <Dialog opened onClose={onClose} title={t('printer.title')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('printer.type')}
          value={printerType}
          onChange={(value) => setPrinterType(value as PrinterType)}
        >
          <Stack gap="xs" mt="xs">
            {printerTypes.map((type) => (
              <Radio key={type} value={type} label={t(`printer.${type}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {printerType === 'LASER_POSITION' && position}
        {printerType === 'ZEBRA' && (
          <Stack gap="xs">
            <Radio.Group
              label={t('printer.output')}
              value={format}
              onChange={(value) => setFormat(value as LabelFormat)}
            >
              <Group gap="md" mt="xs">
                <Radio value="pdf" label={t('printer.pdf')} />
                <Radio value="zpl" label={t('printer.zpl')} />
              </Group>
            </Radio.Group>
            {format === 'zpl' && (
              <>
                <div>
                  <Text size="sm" fw={500} id="zpl-resolution">
                    {t('printer.dpi')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="zpl-resolution"
                    data={[
                      { value: '203', label: t('printer.dpi203') },
                      { value: '300', label: t('printer.dpi300') },
                    ]}
                    value={dpi}
                    onChange={(value) => setDpi(value as `${ZplResolution}`)}
                  />
                </div>
                <Text size="sm" c="dimmed">
                  {t('printer.zplHint')}
                </Text>
              </>
            )}
          </Stack>
        )}
        <Checkbox
          label={t('printer.remember')}
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.abort')}
          </Button>
          <Button onClick={() => void print()}>{t('printer.print')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
