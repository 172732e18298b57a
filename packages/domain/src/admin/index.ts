export * from './common.ts';
export * from './csv.ts';
export * from './enums.ts';
export * from './grammar-exercise.schemas.ts';
export * from './reading-text.schemas.ts';
export * from './users.schemas.ts';
export * from './vocabulary-card.schemas.ts';
export * from './vocabulary-import.ts';
