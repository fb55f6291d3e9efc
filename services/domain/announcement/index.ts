export * from './batch.ts';
export * from './prefill.ts';
