import type { QueryClient } from '@tanstack/react-query';
import type { trpc as trpcProxy } from '../api.ts';
import type { DailySession, GrammarExerciseData, MixedStatus, ReadingText } from '../data/types.ts';
import { DAILY_VOCABULARY_LIMIT, GRAMMAR_PER_SESSION, READING_TEXTS_LIMIT } from '../lib/constants.ts';

export interface StudyContent {
  status: MixedStatus;
  /** null when the daily vocabulary could not be loaded (the other phases still run). */
  daily: DailySession | null;
  texts: ReadingText[];
  grammar: GrammarExerciseData[];
}

/** Everything the daily session needs, fetched fresh on every visit (§7: limit 50, 1 text, 8 exercises). */
export async function loadStudyContent(qc: QueryClient, trpc: typeof trpcProxy): Promise<StudyContent> {
  const fresh = { staleTime: 0 } as const;
  const [status, daily, texts, grammar] = await Promise.all([
    qc.fetchQuery({ ...trpc.study.mixedStatus.queryOptions(), ...fresh }),
    qc
      .fetchQuery({
        ...trpc.vocabulary.dailySession.queryOptions({ includeNew: true, limit: DAILY_VOCABULARY_LIMIT }),
        ...fresh,
      })
      .catch(() => null),
    qc.fetchQuery({ ...trpc.reading.immersionTexts.queryOptions({ limit: READING_TEXTS_LIMIT }), ...fresh }),
    qc.fetchQuery({ ...trpc.grammar.random.queryOptions({ count: GRAMMAR_PER_SESSION }), ...fresh }),
  ]);
  return { status, daily, texts, grammar };
}
