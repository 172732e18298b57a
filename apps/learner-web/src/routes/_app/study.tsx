import { ErrorPanel, Spinner } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { loadStudyContent } from '../../study/load-study.ts';
import { StudyFlow } from '../../study/StudyFlow.tsx';

export const Route = createFileRoute('/_app/study')({
  loader: () => loadStudyContent(),
  // fresh content on every visit; the flow keeps its own state while the learner is here
  staleTime: 0,
  gcTime: 0,
  shouldReload: false,
  pendingComponent: () => <Spinner label="Loading study session..." />,
  pendingMs: 0,
  errorComponent: ({ error }) => (
    <ErrorPanel
      title="Error loading study session"
      message={(error as Error)?.message || 'Failed to load study content'}
      onRetry={() => window.location.reload()}
    />
  ),
  component: StudyPage,
});

function StudyPage() {
  const content = Route.useLoaderData();
  return <StudyFlow content={content} />;
}
