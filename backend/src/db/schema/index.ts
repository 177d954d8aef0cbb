export * from './users.js';
export * from './auth.js';
export * from './venues.js';
export * from './reservations.js';
export * from './wallet.js';
export * from './payments.js';
export * from './dev-outbox.js';
export * from './relations.js';
