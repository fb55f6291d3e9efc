export * from './config.ts';
export * from './problem.ts';
