import { ANALYSE_MAX_CHARS } from '@keelerada/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../api.ts';
import { readingsIndex, type WordReading } from './word-readings.ts';

/**
 * The lexicon's readings of every word of a text (one request per text; texts do not change while read). With
 * `enabled` false nothing is asked yet (a book asks per passage, on its first tap).
 */
export function useWordReadings(text: string, enabled = true): Map<string, WordReading[]> | undefined {
  const analysis = useQuery({
    ...trpc.lexicon.analyse.queryOptions({ text: text.slice(0, ANALYSE_MAX_CHARS) }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: enabled && text.trim().length > 0,
  });
  return useMemo(() => (analysis.data ? readingsIndex(analysis.data.tokens) : undefined), [analysis.data]);
}
