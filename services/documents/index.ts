export * from './labels.ts';
export * from './loading-list.ts';
export * from './spreadsheet.ts';
export * from './sscc.ts';
