import '../../i18n/screens/english.ts';
import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InquiryPayload, inquiryPayloadSchema } from '../../../../contracts/shipment/dialogs.ts';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import { ApiError } from '../../api/client.ts';
import { sendInquiry } from '../../api/shipment-commands.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { publishError } from '../../errors/backend-errors.ts';
import { notifySaved } from '../../errors/notify.ts';
import { useFieldErrorText } from '../../forms/field-error.ts';

/** The file's content as base64, as the inquiry payload carries attachments. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** An inquiry about a shipment to the branch: a required text and PDF attachments (spec section 2). */
export function InquiryDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const form = useForm<{ inquiryText: string }>({
    initialValues: { inquiryText: '' },
    validate: schemaResolver(inquiryPayloadSchema.pick({ inquiryText: true }), { sync: true }),
  });
  const notPdf = files.some((file) => file.type !== 'application/pdf');
  const send = async ({ inquiryText }: { inquiryText: string }) => {
    setSending(true);
    try {
      const payload: InquiryPayload = {
        inquiryText,
        files: await Promise.all(
          files.map(async (file) => ({
            fileName: file.name,
            contentType: 'application/pdf' as const,
            data: await base64Of(file),
          })),
        ),
      };
      await sendInquiry(shipment, payload);
      notifySaved(t('actions.inquirySent', { number: shipment.shipmentNumber }));
      onClose();
    } catch (error) {
      const textError =
        error instanceof ApiError ? error.problem.errors?.find((e) => e.field === 'inquiryText') : undefined;
      if (textError) form.setFieldError('inquiryText', textError.defaultMessage);
      publishError(error);
    } finally {
      setSending(false);
    }
  };
  const text = form.getInputProps('inquiryText');
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('inquiry.title', { number: shipment.shipmentNumber })}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void send(values))}>
        <Stack gap="sm">
          <Textarea
            label={t('inquiry.text')}
            withAsterisk
            autosize
            minRows={4}
            {...text}
            error={errorText(text.error)}
          />
          <FileInput
            label={t('inquiry.attachments')}
            multiple
            clearable
            accept="application/pdf"
            value={files}
            onChange={setFiles}
            error={notPdf ? t('inquiry.pdfOnly') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.abort')}
            </Button>
            <Button type="submit" loading={sending} disabled={notPdf}>
              {t('inquiry.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
