import { BoundedWorkerError } from '../files/bounded-worker.ts';
import { type Language, translate } from '../i18n/index.ts';
import type { ShipmentCustomer } from '../shipments/settings.ts';
import type { CheckFolder, InboxFile } from './inbox.ts';
import { errorReport } from './order-files.ts';
import { reportLanguage } from './report-language.ts';
import {
  acknowledgementsOf,
  type Examination,
  examineOrderFile,
  type OrderFileDeps,
  screenOrderFile,
} from './take-in-order-file.ts';

/**
 * The check folder (docs/decisions/0225): a file put into `check/` is screened and examined by the
 * very functions an import uses, so that its report says what an import would do; then nothing is
 * saved and no shipment number is drawn. The file moves to `check/results/` with
 * `<name>.report.txt` and its acknowledgements, marked as a test (UNB 0035 = 1).
 */

const minutes = (instant: Date) => `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The report of a check in `language`: its first line says whether an import would take the file in. */
export function checkReport(
  name: string,
  examination: Examination,
  now: Date,
  language: Language = 'en',
): string {
  const checkedOn = translate(language, 'orderFile.check.checked', { file: name, at: minutes(now) });
  if (examination.valid) {
    const count = examination.checked.length;
    const numbers = examination.content.orders
      .map((order) => (order.payload as { orderNumber?: unknown }).orderNumber)
      .filter((number): number is string => typeof number === 'string' && number !== '');
    return [
      translate(language, count === 1 ? 'orderFile.check.yesOne' : 'orderFile.check.yes', { count }),
      checkedOn,
      translate(language, 'orderFile.check.toImport'),
      '',
      ...(numbers.length > 0
        ? [translate(language, 'orderFile.check.orders', { orders: numbers.join(', ') }), '']
        : []),
    ].join('\n');
  }
  const count = examination.errors.length;
  return [
    translate(language, count === 1 ? 'orderFile.check.noOne' : 'orderFile.check.no', { count }),
    checkedOn,
    translate(language, 'orderFile.check.report'),
    '',
    examination.report,
  ].join('\n');
}

/** Checks one file of `check/` and moves it with its results; a busy reader leaves it for the next run. */
export async function checkOrderFile(
  deps: OrderFileDeps,
  folder: CheckFolder,
  customer: ShipmentCustomer,
  settings: Record<string, unknown>,
  file: Pick<InboxFile, 'name' | 'size'>,
): Promise<void> {
  const { name } = file;
  const now = new Date();
  const language = reportLanguage(customer, settings);
  let examination: Examination;
  let data: Buffer | undefined;
  try {
    const screened = await screenOrderFile(
      deps,
      customer.customerId,
      file,
      (path) => folder.read(path),
      language,
    );
    data = 'file' in screened ? screened.file.data : screened.data;
    examination =
      'refused' in screened
        ? screened.refused
        : await examineOrderFile(deps, customer, settings, screened.file);
  } catch (error) {
    if (error instanceof BoundedWorkerError && error.reason === 'busy') throw error;
    // The reason goes to the log only: no internal error text reaches a customer's folder.
    const report =
      'would not be imported: the file could not be checked now.\nPut it into check/ again later.\n';
    await folder.checked(name, report, []);
    deps.log.error({ err: error, customerId: customer.customerId, file: name }, 'sftp check failed');
    return;
  }
  if (!examination.valid && !examination.duplicate)
    examination = {
      ...examination,
      report: errorReport(name, examination.errors, examination.content ?? {}, language),
    };
  const verdict = examination.valid ? { content: examination.content } : examination;
  const files = await acknowledgementsOf(deps, name, data, verdict, { now, test: true });
  await folder.checked(name, checkReport(name, examination, now, language), files);
  deps.log.info(
    { customerId: customer.customerId, file: name, valid: examination.valid },
    'sftp order file checked',
  );
}
