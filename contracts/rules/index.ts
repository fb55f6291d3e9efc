export * from './contacts.ts';
export * from './gs1.ts';
export * from './zip-codes.ts';
