export * from './config.ts';
export * from './hal.ts';
export * from './identity.ts';
export * from './masterdata/index.ts';
export * from './problem.ts';
export * from './rules/index.ts';
export * from './shipment/index.ts';
