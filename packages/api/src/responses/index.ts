/**
 * Documented response bodies of REST routes (`.meta({ rest: { output } })`): OpenAPI shows them and every
 * integration test checks real responses against them (apps/server/src/testing/documented-responses.ts). Each is
 * tied to its service's type (`satisfies`), so the two cannot drift apart; strict objects, so an undocumented field
 * fails too.
 */
export * from './account.ts';
export * from './admin-content.ts';
export * from './admin-stats.ts';
export * from './admin-users.ts';
export * from './admin-vocabulary.ts';
export * from './books.ts';
export { successResponse } from './common.ts';
export * from './grammar-exercise.ts';
export * from './lexicon.ts';
export * from './reading.ts';
export * from './study.ts';
export * from './vocabulary.ts';
