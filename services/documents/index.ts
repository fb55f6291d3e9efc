export * from './content.ts';
export * from './pick-up-order-labels.ts';
export * from './render-pool.ts';
export * from './spreadsheet.ts';
export * from './sscc.ts';
export * from './time.ts';
export * from './zpl-label.ts';
