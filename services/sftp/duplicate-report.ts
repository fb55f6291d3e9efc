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
): string {
  const because = interchange
    ? `its interchange ${interchange.reference} of sender ${interchange.sender} (UNB 0020) was already imported`
    : 'the same file was already imported';
  return [
    `${fileName}: not imported, because ${because}.`,
    `It was imported on ${minutes(earlier.finishedAt)} as ${earlier.fileName}; its orders are the shipments ${earlier.shipmentNumbers.join(', ')}.`,
    'Nothing needs to be corrected. To send further orders, upload a file with the new orders only.',
    '',
  ].join('\n');
}
