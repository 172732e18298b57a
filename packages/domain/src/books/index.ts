export * from './book.schemas.ts';
export * from './book-maths.ts';
export * from './book-order.ts';
export * from './book-rules.ts';
