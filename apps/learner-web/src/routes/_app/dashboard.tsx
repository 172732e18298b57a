import { greetingForHour } from '@keelerada/domain';
import { Card } from '@keelerada/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions()),
  component: Dashboard,
});

function Dashboard() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(trpc.account.me.queryOptions());
  const greeting = greetingForHour(new Date().getHours());
  return (
    <div className="kr-stack page">
      <h1>
        {greeting}, {data.user.first_name}!
      </h1>
      <Card title="Today's study session">
        <p className="kr-muted">About 15 minutes: vocabulary, a reading text and grammar exercises.</p>
        <a href="/study" className="kr-btn kr-btn-primary">
          Start Study Session
        </a>
      </Card>
    </div>
  );
}
