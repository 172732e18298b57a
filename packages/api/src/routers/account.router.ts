import { updateProfileInput, updateSettingsInput } from '@keelerada/domain';
import {
  adminStatusResponse,
  meResponse,
  onboardingResponse,
  settingsResponse,
  successResponse,
} from '../responses/index.ts';
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
    .meta({ rest: { method: 'GET', path: '/me', output: meResponse } })
    .query(({ ctx }) => getMe(ctx.db, ctx.user.id)),
  updateProfile: accountProcedure
    .meta({ rest: { method: 'PUT', path: '/me', output: meResponse } })
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  updateSettings: accountProcedure
    .meta({ rest: { method: 'PUT', path: '/me/settings', output: settingsResponse } })
    .input(updateSettingsInput)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user.id, input)),
  completeOnboarding: accountProcedure
    .meta({ rest: { method: 'POST', path: '/onboarding/complete', output: onboardingResponse } })
    .mutation(({ ctx }) => completeOnboarding(ctx.db, ctx.user.id)),
  logout: accountProcedure
    .meta({ rest: { method: 'POST', path: '/logout', output: successResponse } })
    .mutation(({ ctx }) => logout(ctx.db, ctx.tokenId!, ctx.now())),
  /** Admin status: false for anonymous callers, never an error (learner-app.md §4). */
  adminStatus: publicProcedure
    .meta({ rest: { method: 'GET', path: '/admin/status', output: adminStatusResponse } })
    .query(({ ctx }) => ({ isAdmin: Boolean(ctx.user?.is_admin) })),
});
