import {
  type ExplicitParadigm,
  INFLECTING_WORD_TYPES,
  isOneOf,
  normalizePrincipalForms,
  PRONOUN_PARADIGMS,
  paradigmOf,
  paradigmTables,
  principalFormsProblem,
  type TitledTable,
} from '@keelerada/domain';

/** What the lexicon screen knows of a lemma: as listed, or as typed in the Add-a-word form. */
export interface LemmaDraft {
  lemma: string;
  wordType: string;
  principalForms: string;
  /** The row's full paradigm (paradigms.json), which the forms come from instead of the principal forms. */
  paradigm?: Record<string, Record<string, string>> | null;
}

export type LemmaForms =
  /** Nothing to show yet (no word type, or no forms typed). */
  | { kind: 'empty' }
  /** The forms cannot be generated: why (the message the save would give). */
  | { kind: 'problem'; message: string }
  | {
      kind: 'forms';
      tables: TitledTable[];
      nonFinite: { label: string; form: string }[];
      /** True when the forms are the row's full paradigm (paradigms.json or a built-in pronoun). */
      explicit: boolean;
    };

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/**
 * The forms the lexicon generates for a lemma, by the functions the server and the learner's table use (so what the
 * editor sees is what learners get and what cards are checked against): its full paradigm when it has one, else
 * its principal forms (a `-` for "none" read as the save reads it); or why there are none.
 */
export function lemmaForms(draft: LemmaDraft): LemmaForms {
  const lemma = draft.lemma.trim();
  if (!isOneOf(INFLECTING_WORD_TYPES, draft.wordType)) return { kind: 'empty' };
  const wordType = draft.wordType;
  const principalForms = normalizePrincipalForms(draft.principalForms, wordType);
  const explicit = draft.paradigm ?? PRONOUN_PARADIGMS[lemma];
  const fromParadigm = Boolean(draft.paradigm) || (Boolean(explicit) && principalForms === '');
  if (!fromParadigm) {
    if (principalForms === '') return { kind: 'empty' };
    const problem = principalFormsProblem(principalForms, wordType);
    if (problem) return { kind: 'problem', message: sentence(problem) };
    const first = principalForms.split(';')[0]?.split('~') ?? [];
    if (lemma && !first.includes(lemma))
      return { kind: 'problem', message: `The first form must be the lemma "${lemma}".` };
  }
  const cells = paradigmOf(
    { lemma, wordType, translation: '', principalForms },
    draft.paradigm ? { [lemma]: draft.paradigm as ExplicitParadigm } : {},
  );
  if (cells.length === 0) return { kind: 'empty' };
  return { kind: 'forms', ...paradigmTables(wordType, cells), explicit: fromParadigm };
}
