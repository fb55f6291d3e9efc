import { type Language, translate } from '../i18n/index.ts';

/** An order file whose content was imported before: when, under which name, as which shipments. */
export interface EarlierImport {
  fileName: string;
  finishedAt: Date;
  shipmentNumbers: readonly string[];
}

const minutes = (instant: Date) => `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The report beside a file refused because the same content was imported already. Nothing in it is
 * wrong, so it asks for no correction: the orders exist as shipments, and uploading the file again
 * would only be refused again.
 */
export function duplicateReport(
  fileName: string,
  earlier: EarlierImport,
  interchange?: { reference: string; sender: string },
  language: Language = 'en',
): string {
  const first = interchange
    ? translate(language, 'orderFile.duplicate.interchange', { file: fileName, ...interchange })
    : translate(language, 'orderFile.duplicate.file', { file: fileName });
  return [
    first,
    translate(language, 'orderFile.duplicate.earlier', {
      at: minutes(earlier.finishedAt),
      earlier: earlier.fileName,
      shipments: earlier.shipmentNumbers.join(', '),
    }),
    translate(language, 'orderFile.duplicate.nothing'),
    '',
  ].join('\n');
}
