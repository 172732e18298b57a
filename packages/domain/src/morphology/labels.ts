import type { GrammaticalCase, VerbForm } from '../admin/enums.ts';

export const NUMBERS = ['SINGULAR', 'PLURAL'] as const;
export type GrammaticalNumber = (typeof NUMBERS)[number];

/** Persons of a finite verb form; `impersonal` is the Estonian impersonal (passive) voice. */
export const PERSONS = ['1sg', '2sg', '3sg', '1pl', '2pl', '3pl', 'impersonal'] as const;
export type Person = (typeof PERSONS)[number];
export const PERSONAL = ['1sg', '2sg', '3sg', '1pl', '2pl', '3pl'] as const;
export type PersonalPerson = (typeof PERSONAL)[number];

/** Degrees of comparison of an adjective; a positive-degree cell has no `degree`. */
export const DEGREES = ['COMPARATIVE', 'SUPERLATIVE'] as const;
export type Degree = (typeof DEGREES)[number];

export const POLARITIES = ['AFFIRMATIVE', 'NEGATIVE'] as const;
export type Polarity = (typeof POLARITIES)[number];

/**
 * One cell of a paradigm. Nominal cells carry `case` + `number` (an adjective's comparative and superlative cells
 * also `degree`); verb cells `verbForm` (the card enum) and, where it
 * applies, `person` and `polarity`. `variant` tells parallel forms and sub-forms apart:
 * nominals `long` / `short` (illative), `i-plural`, `periphrastic` (the superlative `kõige` + comparative); verbs `ma` `da` `mas` `mast` `maks` `mata` `des` (INFINITIVE),
 * `nud` `tud` `v` `tav` (PARTICIPLE), `long` / `short` (CONDITIONAL), `pole` (the negative with pole/polnud).
 */
export interface ParadigmCell {
  form: string;
  case?: GrammaticalCase;
  number?: GrammaticalNumber;
  degree?: Degree;
  verbForm?: VerbForm;
  person?: Person;
  polarity?: Polarity;
  variant?: string;
}

/** The word types whose words inflect: their lexicon row has principal forms (or an explicit paradigm). */
export const INFLECTING_WORD_TYPES = ['NOUN', 'ADJECTIVE', 'NUMERAL', 'PRONOUN', 'VERB'] as const;
export type InflectingWordType = (typeof INFLECTING_WORD_TYPES)[number];

/**
 * The word types whose words do not inflect (PREPOSITION covers postpositions too): their lexicon row is the word and
 * its gloss, with no principal forms. The analyser reads the word as itself, so tap-to-translate can gloss it.
 */
export const INVARIABLE_WORD_TYPES = [
  'ADVERB',
  'PREPOSITION',
  'CONJUNCTION',
  'PARTICLE',
  'INTERJECTION',
] as const;
export type InvariableWordType = (typeof INVARIABLE_WORD_TYPES)[number];

/** Every word type a lexicon row may have. */
export const LEXICON_WORD_TYPES = [...INFLECTING_WORD_TYPES, ...INVARIABLE_WORD_TYPES] as const;
export type LexiconWordType = (typeof LEXICON_WORD_TYPES)[number];

export const isInvariableWordType = (t: string): t is InvariableWordType =>
  (INVARIABLE_WORD_TYPES as readonly string[]).includes(t);
