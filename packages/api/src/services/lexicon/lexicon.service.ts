import {
  type AnalysedToken,
  type InflectingWordType,
  type ParadigmCell,
  paradigmOf,
  parsePrincipalForms,
  type Reading,
} from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import type { LexiconIndex } from './lexicon-index.ts';

export interface LexiconWordDto {
  lemma: string;
  wordType: InflectingWordType;
  translation: string;
  /** The principal-form slots, each with its variants (empty for a word with an explicit paradigm). */
  principalForms: string[][];
  paradigm: ParadigmCell[];
}

/** GET /lexicon/words/:lemma — the lemma (its first sense when it has two) with its whole paradigm. */
export function lexiconWord(index: LexiconIndex, lemma: string): LexiconWordDto {
  const entry = index.byLemma.get(lemma)?.[0] ?? index.byLemma.get(lemma.toLocaleLowerCase('et'))?.[0];
  if (!entry) throw notFound(`No word "${lemma}" in the lexicon.`);
  return {
    lemma: entry.lemma,
    wordType: entry.wordType,
    translation: entry.translation,
    principalForms: entry.principalForms ? parsePrincipalForms(entry.principalForms) : [],
    paradigm: paradigmOf(entry, index.explicit),
  };
}

export interface AnalysedTokenDto {
  text: string;
  word: boolean;
  readings: Omit<Reading, 'wordType'>[];
}

/** GET /lexicon/analyse?text= — the text's tokens, each word with every reading among the lexicon's lemmas. */
export function analyseText(index: LexiconIndex, text: string): { tokens: AnalysedTokenDto[] } {
  return {
    tokens: index.analyser.analyse(text).map((t: AnalysedToken) => ({
      text: t.text,
      word: t.word,
      readings: t.readings.map(({ wordType: _, ...r }) => r),
    })),
  };
}
