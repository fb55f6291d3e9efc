export * from './addresses.ts';
export * from './customers.ts';
export * from './invoice-recipients.ts';
export * from './locations.ts';
export * from './members.ts';
export * from './reference.ts';
export * from './settings.ts';
export * from './templates.ts';
