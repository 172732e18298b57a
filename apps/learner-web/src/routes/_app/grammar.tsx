import { ErrorPanel, Spinner } from '@keelerada/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { StandaloneGrammar } from '../../grammar/StandaloneGrammar.tsx';
import { GRAMMAR_PER_SESSION } from '../../lib/constants.ts';

export const Route = createFileRoute('/_app/grammar')({
  loader: async ({ context }) => ({
    loadedAt: Date.now(),
    exercises: await context.queryClient.fetchQuery({
      ...context.trpc.grammar.random.queryOptions({ count: GRAMMAR_PER_SESSION }),
      staleTime: 0,
    }),
  }),
  staleTime: 0,
  gcTime: 0,
  shouldReload: false,
  pendingComponent: () => <Spinner label="Loading grammar exercises..." />,
  pendingMs: 0,
  errorComponent: ({ error }) => (
    <ErrorPanel
      message={(error as Error)?.message || 'Failed to load grammar exercises'}
      onRetry={() => window.location.reload()}
    />
  ),
  component: GrammarPage,
});

function GrammarPage() {
  const { exercises, loadedAt } = Route.useLoaderData();
  const router = useRouter();
  return (
    <StandaloneGrammar
      key={loadedAt}
      exercises={exercises}
      onPracticeAgain={() => void router.invalidate()}
    />
  );
}
