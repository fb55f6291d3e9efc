export * from './addresses.ts';
export * from './locations.ts';
export * from './reference.ts';
export * from './zip-codes.ts';
