import { updateProfileInput, updateSettingsInput } from '@keelerada/domain';
import {
  completeOnboarding,
  getMe,
  logout,
  updateProfile,
  updateSettings,
} from '../services/account/account.service.ts';
import { authedProcedure, publicProcedure, router } from '../trpc.ts';

export const accountRouter = router({
  me: authedProcedure.query(({ ctx }) => getMe(ctx.db, ctx.user.id)),
  updateProfile: authedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  updateSettings: authedProcedure
    .input(updateSettingsInput)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user.id, input)),
  completeOnboarding: authedProcedure.mutation(({ ctx }) => completeOnboarding(ctx.db, ctx.user.id)),
  logout: authedProcedure.mutation(({ ctx }) => logout(ctx.db, ctx.tokenId!, ctx.now())),
  /** Admin status: false for anonymous callers, never an error (learner-app.md §4). */
  adminStatus: publicProcedure.query(({ ctx }) => ({ isAdmin: Boolean(ctx.user?.is_admin) })),
});
