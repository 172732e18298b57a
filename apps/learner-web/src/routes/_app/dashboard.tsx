import { browserTimeZone } from '@keelerada/api-client';
import { effectiveTimeZone } from '@keelerada/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Dashboard } from '../../dashboard/Dashboard.tsx';

/** `?tour=true` (from Settings) restarts the guided tour. */
const search = z.object({
  tour: z
    .union([z.boolean(), z.enum(['true', '1'])])
    .transform(() => true)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: (s) => search.parse(s),
  loader: ({ context }) => {
    // the cards load in parallel and show their own skeletons; only the greeting waits for the user. The checklist
    // counts every session of the day (Dashboard's completionStatus({})): the same input, or this is a wasted call
    void context.queryClient.prefetchQuery(context.trpc.study.completionStatus.queryOptions({}));
    void context.queryClient.prefetchQuery(context.trpc.vocabulary.stats.queryOptions());
    return context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(trpc.account.me.queryOptions());
  const { tour } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Dashboard
      user={data.user}
      timeZone={effectiveTimeZone(data.user.time_zone, browserTimeZone())}
      startTour={tour === true}
      onTourStarted={() => void navigate({ search: {}, replace: true })}
    />
  );
}
