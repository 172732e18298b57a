import {
  type AnalysedToken,
  type InflectingWordType,
  isInvariableWordType,
  type ParadigmCell,
  paradigmOf,
  parsePrincipalForms,
  type Reading,
} from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import type { InflectingLemma, LexiconIndex } from './lexicon-index.ts';

export interface LexiconSenseDto {
  lemma: string;
  wordType: InflectingWordType;
  translation: string;
  /** The principal-form slots, each with its variants (empty for a word with an explicit paradigm). */
  principalForms: string[][];
  paradigm: ParadigmCell[];
}

export interface LexiconWordDto extends LexiconSenseDto {
  /** The lemma's other senses (homonyms with their own row: palk "salary" palga, palk "log" palgi), in lexicon order. */
  otherSenses: LexiconSenseDto[];
}

const senseDto = (index: LexiconIndex, entry: InflectingLemma): LexiconSenseDto => ({
  lemma: entry.lemma,
  wordType: entry.wordType,
  translation: entry.translation,
  principalForms: entry.principalForms ? parsePrincipalForms(entry.principalForms) : [],
  paradigm: paradigmOf(entry, index.explicit),
});

/**
 * GET /lexicon/words/:lemma — the lemma's first sense with its whole paradigm, and every other sense alike: the
 * senses that inflect (an invariable word — an adverb, adposition, conjunction, particle or interjection — has no
 * paradigm; the 404 for one says so).
 */
export function lexiconWord(index: LexiconIndex, lemma: string): LexiconWordDto {
  const senses = index.byLemma.get(lemma) ?? index.byLemma.get(lemma.toLocaleLowerCase('et'));
  const [first, ...others] = senses ?? [];
  if (!first) {
    const key = lemma.toLocaleLowerCase('et');
    const word = index.analyser
      .lookUp(lemma)
      .find((r) => isInvariableWordType(r.wordType) && r.lemma.toLocaleLowerCase('et') === key);
    throw notFound(
      word
        ? `"${word.lemma}" (${word.translation}) does not inflect: it has no declension or conjugation.`
        : `No word "${lemma}" in the lexicon.`,
    );
  }
  return { ...senseDto(index, first), otherSenses: others.map((e) => senseDto(index, e)) };
}

export interface AnalysedTokenDto {
  text: string;
  word: boolean;
  readings: Omit<Reading, 'wordType'>[];
}

/**
 * GET /lexicon/analyse?text= — the text's tokens, each word with every reading among the lexicon's lemmas (an
 * invariable word read as itself, with no labels), in the order a reader is offered them (`readerOrder`).
 */
export function analyseText(index: LexiconIndex, text: string): { tokens: AnalysedTokenDto[] } {
  return {
    tokens: index.analyser.analyse(text).map((t: AnalysedToken) => ({
      text: t.text,
      word: t.word,
      readings: t.readings.map(({ wordType: _, ...r }) => r),
    })),
  };
}
