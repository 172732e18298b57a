export * from './account/account.schemas.ts';
export * from './auth/sign-in-errors.ts';
export * from './dashboard/greeting.ts';
export * from './grammar/grammar-content.ts';
export * from './levels/levels.ts';
