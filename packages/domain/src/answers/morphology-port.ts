/**
 * What the judge needs from the morphology: the readings of a surface form and, optionally, a lemma's English gloss.
 * The real analyser (packages/domain/src/morphology) is passed in by the caller; without one the judge still judges,
 * only without naming forms.
 */
export interface Reading {
  lemma: string;
  /** Case of a nominal form, upper-case as on the cards: INESSIVE, ILLATIVE, … */
  case?: string;
  number?: 'SG' | 'PL';
  /** For verbs: PRESENT, PAST, CONDITIONAL, IMPERATIVE, INFINITIVE, … */
  verbForm?: string;
  /** For finite verbs: 1SG … 3PL. */
  person?: string;
  polarity?: 'AFFIRMATIVE' | 'NEGATIVE';
  /** A parallel variant of its slot, e.g. the short illative `kooli`. */
  short?: boolean;
}

export interface Morphology {
  analyse(form: string): Reading[];
  gloss?(lemma: string): string | undefined;
}

/** No analyser: every form is unknown. */
export const noMorphology: Morphology = { analyse: () => [] };
