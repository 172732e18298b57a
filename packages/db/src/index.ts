export * from './batching/index.ts';
export * from './connection/database-unavailable.ts';
export * from './create-db.ts';
export * from './migrator.ts';
export * from './notifications.ts';
export * from './repositories/index.ts';
export * from './schema/index.ts';
