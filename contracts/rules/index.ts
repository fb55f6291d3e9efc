export * from './collect-on-delivery.ts';
export * from './contact-requirements.ts';
export * from './contacts.ts';
export * from './delivery-notes.ts';
export * from './gs1.ts';
export * from './paths.ts';
export * from './text.ts';
export * from './zip-codes.ts';
