import { updateProfileInput, updateSettingsInput } from '@keelerada/domain';
import {
  completeOnboarding,
  getMe,
  logout,
  updateProfile,
  updateSettings,
} from '../services/account/account.service.ts';
import { accountProcedure, authedProcedure, publicProcedure, router } from '../trpc.ts';

export const accountRouter = router({
  me: authedProcedure.query(({ ctx }) => getMe(ctx.db, ctx.user.id)),
  updateProfile: accountProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  updateSettings: accountProcedure
    .input(updateSettingsInput)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user.id, input)),
  completeOnboarding: accountProcedure.mutation(({ ctx }) => completeOnboarding(ctx.db, ctx.user.id)),
  logout: accountProcedure.mutation(({ ctx }) => logout(ctx.db, ctx.tokenId!, ctx.now())),
  /** Admin status: false for anonymous callers, never an error (learner-app.md §4). */
  adminStatus: publicProcedure.query(({ ctx }) => ({ isAdmin: Boolean(ctx.user?.is_admin) })),
});
