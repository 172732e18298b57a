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
    .meta({
      rest: {
        method: 'GET',
        path: '/me',
        summary: "Get the signed-in learner's profile",
        output: meResponse,
      },
    })
    .query(({ ctx }) => getMe(ctx.db, ctx.user.id)),
  updateProfile: accountProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/me',
        summary: "Update the learner's name and profile",
        output: meResponse,
      },
    })
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  updateSettings: accountProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/me/settings',
        summary: "Save the learner's study settings",
        description:
          "Time zone, daily quota, desired retention and level; a level change enrols the learner in the new level's cards.",
        output: settingsResponse,
      },
    })
    .input(updateSettingsInput)
    .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user.id, input)),
  completeOnboarding: accountProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/onboarding/complete',
        summary: 'Mark onboarding as complete',
        output: onboardingResponse,
      },
    })
    .mutation(({ ctx }) => completeOnboarding(ctx.db, ctx.user.id)),
  logout: accountProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/logout',
        summary: 'Sign out (revoke this token)',
        output: successResponse,
      },
    })
    .mutation(({ ctx }) => logout(ctx.db, ctx.tokenId!, ctx.now())),
  /** Admin status: false for anonymous callers, never an error (learner-app.md §4). */
  adminStatus: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/status',
        summary: 'Is the caller an admin?',
        description: 'Answers `{ isAdmin: false }` without a token; never an error for a missing token.',
        output: adminStatusResponse,
      },
    })
    .query(({ ctx }) => ({ isAdmin: Boolean(ctx.user?.is_admin) })),
});
