import { type TableLimits, tableBudget } from './limits.ts';

/**
 * Splits CSV text: `;` or `,` as the header uses, double quotes around fields, `""` inside them.
 * Stops with a FileLimitError at the first value beyond `limits`; fields beyond the last allowed
 * column are not kept (an empty one is no error), nor are blank lines below the last allowed row.
 */
export function splitCsv(text: string, limits: TableLimits): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  // The header decides the delimiter; a "header" longer than this is no header.
  const head = source.slice(0, 64 * 1024);
  const firstLine = head.slice(0, head.search(/\r?\n|$/));
  const delimiter = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const budget = tableBudget(limits);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteRow = 0;
  const endField = () => {
    if (field !== '') budget.value(records.length + 1, record.length + 1, field.length);
    if (record.length < limits.maxColumns) record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (records.length <= limits.maxRows || record.some((cell) => cell !== '')) records.push(record);
    record = [];
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
      if (field.length > limits.maxCellChars)
        budget.value(records.length + 1, record.length + 1, field.length);
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteRow = records.length + 1;
    } else if (char === delimiter) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
    } else {
      field += char;
      if (field.length > limits.maxCellChars)
        budget.value(records.length + 1, record.length + 1, field.length);
    }
  }
  if (quoted) throw new Error(`the quoted value that starts in row ${quoteRow} is not closed`);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
