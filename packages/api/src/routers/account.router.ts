import { updateProfileInput, updateSettingsInput } from '@keelerada/domain';
import { adminStatusResponse } from '../rest-responses.ts';
import {
  completeOnboarding,
  getMe,
  logout,
  updateProfile,
  updateSettings,
} from '../services/account/account.service.ts';
import { accountProcedure, authedProcedure, publicProcedure, router } from '../trpc.ts';

/** learner-app.md §7 Account. */
export const accountRouter = router({
  me: authedProcedure
    .meta({ rest: { method: 'GET', path: '/me' } })
    .query(({ ctx }) => getMe(ctx.db, ctx.user.id)),
  updateProfile: accountProcedure
    .meta({ rest: { method: 'PUT', path: '/me' } })
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  updateSettings: accountProcedure
    .meta({ rest: { method: 'PUT', path: '/me/settings' } })
    .input(updateSettingsInput)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user.id, input)),
  completeOnboarding: accountProcedure
    .meta({ rest: { method: 'POST', path: '/onboarding/complete' } })
    .mutation(({ ctx }) => completeOnboarding(ctx.db, ctx.user.id)),
  logout: accountProcedure
    .meta({ rest: { method: 'POST', path: '/logout' } })
    .mutation(({ ctx }) => logout(ctx.db, ctx.tokenId!, ctx.now())),
  /** Admin status: false for anonymous callers, never an error (learner-app.md §4). */
  adminStatus: publicProcedure
    .meta({ rest: { method: 'GET', path: '/admin/status', output: adminStatusResponse } })
    .query(({ ctx }) => ({ isAdmin: Boolean(ctx.user?.is_admin) })),
});
