import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { loadReading, readingRouteOptions } from '../../reading/reading-route.tsx';
import { StandaloneReading } from '../../reading/StandaloneReading.tsx';

/** /reading: the dashboard's Reading button opens the stand-alone reading here (§2 route table). */
export const Route = createFileRoute('/_app/reading')({
  loader: ({ context }) => loadReading(context.queryClient, context.trpc),
  ...readingRouteOptions,
  component: ReadingPage,
});

function ReadingPage() {
  const { texts, loadedAt } = Route.useLoaderData();
  const router = useRouter();
  const [grammarOpen, setGrammarOpen] = useState(false);
  return (
    <StandaloneReading
      key={loadedAt}
      texts={texts}
      grammarOpen={grammarOpen}
      onGrammarOpenChange={setGrammarOpen}
      onReadAnother={() => void router.invalidate()}
    />
  );
}
