export * from './decide.ts';
export * from './mail.ts';
