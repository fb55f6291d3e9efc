export * from './contacts.ts';
export * from './zip-codes.ts';
