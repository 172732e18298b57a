export * from './auth-callback.ts';
export * from './auth-rest.ts';
export * from './client.ts';
export * from './token.ts';
