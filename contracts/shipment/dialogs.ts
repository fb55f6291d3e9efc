import { z } from 'zod';
import { halLinkSchema } from '../hal.ts';
import { MAX_BATCH_SIZE } from './dialogs-values.ts';
import { dateSchema, integerSchema, optionalText, requiredText, timeSchema } from './fields.ts';
import { messageKeys as m } from './messages.ts';
import { shipmentNumberSchema } from './shipment.ts';

export { MAX_BATCH_SIZE } from './dialogs-values.ts';

/** What the announce (shipping notice) dialog hands over; copied into each announced shipment. */
export const announceDialogResultSchema = z.object({
  dateFrom: dateSchema,
  dateUntil: dateSchema.optional(),
  timeFrom: timeSchema.optional(),
  timeUntil: timeSchema.optional(),
  notice: optionalText(35),
  deliveryDate: dateSchema.optional(),
});
export type AnnounceDialogResult = z.infer<typeof announceDialogResultSchema>;

/**
 * The announce dialog's prefill for a selection (POST /api/shipments/announcement): which shipments
 * can be announced, the values to start from, which date fields the dialog shows, and notes.
 */
export const announcePrefillSchema = z.object({
  notAnnounceable: z.array(z.object({ shipmentNumber: z.string(), reason: z.string() })),
  announceable: z.array(z.string()),
  values: z.object({
    dateFrom: z.string(),
    dateUntil: z.string().optional(),
    timeFrom: z.string(),
    timeUntil: z.string(),
    notice: z.string().optional(),
    deliveryDate: z.string().optional(),
  }),
  fields: z.object({
    dateUntil: z.enum(['shown', 'hidden']),
    deliveryDate: z.enum(['enabled', 'disabled', 'hidden']),
  }),
  notes: z.array(z.string()),
  /**
   * Announceable shipments the dialog's delivery date does not cover: their product has no delivery
   * window, or its delivery date is optional (they keep their own).
   */
  uncovered: z.object({ noWindow: z.array(z.string()), optionalWindow: z.array(z.string()) }),
  /** Today at the branch: the earliest shipping date (the browser's clock may be in another day). */
  minDate: z.string(),
  maxDate: z.string(),
  /** Sender and consignee countries of the announceable shipments: their days off grey out. */
  countries: z.object({ sender: z.array(z.string()), consignee: z.array(z.string()) }).optional(),
  /** The user's default shipping times: a Friday shipping date takes the Friday ones. */
  timeDefaults: z
    .object({ from: z.string(), until: z.string(), fridayFrom: z.string(), fridayUntil: z.string() })
    .optional(),
  /**
   * The delivery window the delivery date must lie in, in workdays after the shipping date in the
   * consignee's country; present while the delivery date field is shown.
   */
  deliveryWindow: z.object({ min: z.number(), max: z.number().optional(), country: z.string() }).optional(),
});
export type AnnouncePrefill = z.infer<typeof announcePrefillSchema>;

/** An inquiry about a shipment to the branch, with PDF attachments (base64 data). */
export const inquiryPayloadSchema = z.object({
  inquiryText: requiredText(4000),
  files: z
    .array(
      z.object({
        fileName: requiredText(255),
        contentType: z.literal('application/pdf', { error: m.pdfOnly }),
        data: z.base64({ error: m.invalid }),
      }),
    )
    .default([]),
});
export type InquiryPayload = z.infer<typeof inquiryPayloadSchema>;

/** Body of POST /api/loadinglists. */
export const loadingListRequestSchema = z.object({
  shipmentNumbers: z.array(shipmentNumberSchema).min(1, { error: m.required }).max(MAX_BATCH_SIZE),
});
export type LoadingListRequest = z.infer<typeof loadingListRequestSchema>;

/** A created loading list; its self link is the PDF. */
export const loadingListSchema = z.object({
  id: z.uuid(),
  /** The number printed on the list (`2026-000042`). */
  number: z.string(),
  createdAt: z.string(),
  shipmentNumbers: z.array(z.string()),
  _links: z.object({ self: halLinkSchema }),
});
export type LoadingList = z.infer<typeof loadingListSchema>;

/** LASER: A4 sheets with four 105x148 mm labels; LASER_POSITION starts at a given position; ZEBRA: 10x15 cm. */
export const printerTypes = ['LASER', 'LASER_POSITION', 'ZEBRA'] as const;
export const printerTypeSchema = z.enum(printerTypes);
export type PrinterType = z.infer<typeof printerTypeSchema>;

/** The labels as a PDF (every printer type) or as a native ZPL print job (ZEBRA only). */
export const labelFormats = ['pdf', 'zpl'] as const;
export const labelFormatSchema = z.enum(labelFormats);
export type LabelFormat = z.infer<typeof labelFormatSchema>;

/** Print resolutions of a ZPL job: 203 dpi (8 dots/mm) or 300 dpi (12 dots/mm). */
export const zplResolutions = [203, 300] as const;
export type ZplResolution = (typeof zplResolutions)[number];

/** Query of GET /api/shipments/labels. */
export const labelRequestSchema = z.object({
  shipments: z.array(shipmentNumberSchema).min(1, { error: m.required }).max(MAX_BATCH_SIZE),
  printerType: printerTypeSchema.default('LASER'),
  labelPosition: integerSchema.min(1).max(4).default(1),
  format: labelFormatSchema.optional(),
  dpi: z.union(zplResolutions.map((dpi) => z.literal(dpi))).optional(),
});
export type LabelRequest = z.infer<typeof labelRequestSchema>;
