export * from './learning-path.repository.ts';
export * from './tokens.repository.ts';
export * from './users.repository.ts';
