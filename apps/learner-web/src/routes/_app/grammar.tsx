import { ErrorPanel, Spinner } from '@keelerada/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { client } from '../../api.ts';
import { StandaloneGrammar } from '../../grammar/StandaloneGrammar.tsx';
import { sendWaitingWrites } from '../../study/unsaved-writes-app.ts';

export const Route = createFileRoute('/_app/grammar')({
  // today's open grammar run (its 8 exercises fixed on the server), or a new one when the last run was finished;
  // the answers still waiting to be saved go first, so that the run opens after them
  loader: async () => {
    await sendWaitingWrites();
    return { loadedAt: Date.now(), run: await client.study.openPlanned.mutate({ sessionType: 'GRAMMAR' }) };
  },
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
  const { run, loadedAt } = Route.useLoaderData();
  const router = useRouter();
  return (
    <StandaloneGrammar
      key={loadedAt}
      exercises={run.plan.grammar}
      sessionId={run.session?.id ?? null}
      start={{ index: run.progress.answered.grammar, correct: run.progress.correct }}
      onPracticeAgain={() => void router.invalidate()}
    />
  );
}
