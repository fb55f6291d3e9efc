export * from './decide.ts';
export * from './diff.ts';
export * from './links.ts';
export * from './normalize.ts';
export type * from './rules.ts';
export * from './shipment.ts';
export * from './validate.ts';
