export type { ApiConfig, Context } from './context.ts';
export * from './errors/app-error.ts';
export { zodMessage } from './errors/zod-message.ts';
export { type AppRouter, appRouter, createCaller } from './root.ts';
export * from './services/account/sign-in.service.ts';
export * from './services/account/tokens.service.ts';
export * from './services/account/user-dto.ts';
export * from './services/learning-path/learning-path.service.ts';
export { toTRPCError } from './trpc.ts';
