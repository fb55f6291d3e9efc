import {
  aperakMessage,
  contrlMessage,
  controlReference,
  csvReceipt,
  interchangeOutcome,
  type ReceiptLine,
} from './acknowledgements.ts';
import type { FileError, FileOrder } from './file-order.ts';
import { errorReport, type OrderFileContent } from './order-files.ts';

/**
 * The acknowledgement files of an order file once it was examined (docs/decisions/0224): CONTRL and
 * APERAK for an EDIFACT interchange whose envelope could be read, else a CSV receipt. The problems
 * are worded as the file's report words them.
 */

export interface AcknowledgementFile {
  /** Appended to the file's name: `.contrl.edi`, `.aperak.edi`, `.receipt.csv`. */
  suffix: string;
  data: Buffer;
}

/** What became of the file: taken in (with its shipment numbers, none in a check) or refused. */
export type FileVerdict =
  | { accepted: true; content: OrderFileContent; numbers?: readonly string[] }
  | {
      accepted: false;
      errors: FileError[];
      content?: OrderFileContent | undefined;
      /** The report of a duplicate, whose lines say which import came first. */
      duplicate?: string | undefined;
    };

/** The problem lines of the report errorReport writes for `errors` (below its heading). */
export function problemLines(name: string, errors: FileError[]): string[] {
  if (errors.length === 0) return [];
  const report = errorReport(name, errors);
  return report
    .slice(report.indexOf('\n\n') + 2)
    .split('\n')
    .filter((line) => line !== '');
}

/** The lines of a report that are no heading (a duplicate's report is all text). */
const reportText = (report: string) => report.split('\n').filter((line) => line !== '');

export function acknowledgementFiles(
  file: { name: string; hash: string },
  verdict: FileVerdict,
  sending: { now: Date; test: boolean },
): AcknowledgementFile[] {
  const envelope = verdict.content?.envelope;
  if (!envelope)
    return [{ suffix: '.receipt.csv', data: csvReceipt(receiptLines(file.name, verdict, sending.test)) }];
  const content = verdict.content as OrderFileContent;
  const errors = verdict.accepted ? [] : verdict.errors;
  const outcome = interchangeOutcome(
    envelope,
    {
      accepted: verdict.accepted,
      readErrors: content.errors,
      errors,
      orders: content.orders.map((order, index) => ({
        first: order.places?.['']?.row ?? 0,
        ...orderNumberOf(order),
        ...(verdict.accepted && verdict.numbers?.[index] ? { shipmentNumber: verdict.numbers[index] } : {}),
      })),
      ...(!verdict.accepted && verdict.duplicate
        ? { refusal: { code: 'DUP' as const, lines: reportText(verdict.duplicate) } }
        : !verdict.accepted && content.orders.length === 0 && errors.every((error) => error.row === 0)
          ? { refusal: { code: 'FILE' as const, lines: problemLines(file.name, errors) } }
          : {}),
    },
    (messageErrors) => problemLines(file.name, messageErrors),
  );
  return [
    {
      suffix: '.contrl.edi',
      data: contrlMessage(outcome, { ...sending, reference: controlReference('C', file.hash, sending.now) }),
    },
    {
      suffix: '.aperak.edi',
      data: aperakMessage(outcome, { ...sending, reference: controlReference('A', file.hash, sending.now) }),
    },
  ];
}

const orderNumberOf = (order: FileOrder) => {
  const number = (order.payload as { orderNumber?: unknown }).orderNumber;
  return typeof number === 'string' && number !== '' ? { orderNumber: number } : {};
};

/**
 * The receipt's lines: one per order, with its shipment number or its problems; problems of no
 * order (the header, rows without order number, the file as a whole) on a first line of their own.
 */
function receiptLines(name: string, verdict: FileVerdict, test: boolean): ReceiptLine[] {
  const orders = verdict.content?.orders ?? [];
  if (verdict.accepted)
    return orders.map((order, index) => ({
      ...{ orderNumber: '', ...orderNumberOf(order) },
      status: test ? 'would be accepted' : 'accepted',
      ...(verdict.numbers?.[index] ? { shipmentNumber: verdict.numbers[index] } : {}),
      problems: [],
    }));
  if (verdict.duplicate)
    return [{ orderNumber: '', status: 'refused', problems: reportText(verdict.duplicate) }];
  const ofOrder = (order: FileOrder) => (error: FileError) => order.rows.includes(error.row) && error.row > 1;
  const loose = verdict.errors.filter((error) => !orders.some((order) => ofOrder(order)(error)));
  const lines: ReceiptLine[] =
    loose.length > 0 || orders.length === 0
      ? [{ orderNumber: '', status: 'refused', problems: problemLines(name, loose) }]
      : [];
  for (const order of orders) {
    const own = problemLines(name, verdict.errors.filter(ofOrder(order)));
    lines.push({
      ...{ orderNumber: '', ...orderNumberOf(order) },
      status: 'refused',
      problems:
        own.length > 0
          ? own
          : ['not imported: other rows of the file have problems, so no order of it was saved'],
    });
  }
  return lines;
}
