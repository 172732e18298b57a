import { ErrorPanel, Spinner } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { DAILY_VOCABULARY_LIMIT } from '../../lib/constants.ts';
import { StandaloneVocabulary } from '../../vocabulary/StandaloneVocabulary.tsx';

export const Route = createFileRoute('/_app/vocabulary/')({
  loader: async ({ context }) => {
    try {
      return await context.queryClient.fetchQuery({
        ...context.trpc.vocabulary.dailySession.queryOptions({
          includeNew: true,
          limit: DAILY_VOCABULARY_LIMIT,
        }),
        staleTime: 0,
      });
    } catch {
      throw new Error('Failed to load daily session');
    }
  },
  staleTime: 0,
  gcTime: 0,
  shouldReload: false,
  pendingComponent: () => <Spinner label="Loading vocabulary cards..." />,
  pendingMs: 0,
  errorComponent: ({ error }) => (
    <ErrorPanel
      message={(error as Error)?.message || 'Failed to load daily session'}
      onRetry={() => window.location.reload()}
    />
  ),
  component: function VocabularyPage() {
    return <StandaloneVocabulary session={Route.useLoaderData()} />;
  },
});
