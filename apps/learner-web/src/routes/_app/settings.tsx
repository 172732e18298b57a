import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Settings } from '../../settings/Settings.tsx';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions()),
  component: function SettingsPage() {
    const { trpc } = Route.useRouteContext();
    const { data } = useSuspenseQuery(trpc.account.me.queryOptions());
    return <Settings user={data.user} />;
  },
});
