export * from './natural-batcher.ts';
export * from './statement-error.ts';
