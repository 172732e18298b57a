import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Lexicon } from '../../lexicon/Lexicon.tsx';
import { ALL } from '../../lexicon/lexicon-filter.ts';

const text = z.string().max(200).optional().catch(undefined);

/** Filters live in the URL (?q=&level=&status=&type=) so a filtered view can be bookmarked and goes Back. */
const search = z.object({ q: text, level: text, status: text, type: text });

export const Route = createFileRoute('/_app/lexicon')({
  validateSearch: (s) => search.parse(s),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.vocabulary.learned.queryOptions());
  },
  component: LexiconPage,
});

function LexiconPage() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Lexicon
      filters={{ search: s.q ?? '', level: s.level ?? ALL, status: s.status ?? ALL, wordType: s.type ?? ALL }}
      onChange={(f) =>
        void navigate({
          search: {
            q: f.search || undefined,
            level: f.level === ALL ? undefined : f.level,
            status: f.status === ALL ? undefined : f.status,
            type: f.wordType === ALL ? undefined : f.wordType,
          },
          replace: true,
        })
      }
    />
  );
}
