export * from './runtime-config';
export * from './schemas';
export * from './client';
