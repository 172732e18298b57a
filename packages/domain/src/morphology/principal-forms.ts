import type { InflectingWordType } from './labels.ts';

/**
 * Principal forms as written in the lexicon (FORMAT.md "Lexicon"): slots separated by `;`, parallel variants of one
 * slot joined by `~`. Nominals have 6 slots (nom sg; gen sg; part sg; gen pl; part pl; short illative sg — may be
 * empty); an adjective may add a 7th and 8th, its comparative and synthetic superlative when they are not regular
 * (`-`: it has none; see comparison.ts), verbs 7 with an optional 8th (ma-inf; da-inf; pres 1sg; past 3sg; nud; tud; impersonal present[; past
 * 1sg]). An empty string means "explicit paradigm" (pronouns and other irregular words).
 */
export type PrincipalSlots = string[][];

export const NOMINAL_SLOTS = [
  'nominative singular',
  'genitive singular',
  'partitive singular',
  'genitive plural',
  'partitive plural',
  'short illative singular',
  'comparative',
  'superlative',
] as const;
export const VERB_SLOTS = [
  'ma-infinitive',
  'da-infinitive',
  'present 1st person singular',
  'past 3rd person singular',
  'nud-participle',
  'tud-participle',
  'impersonal present',
  'past 1st person singular',
] as const;

/** Slots that may be left empty (no variant): the short illative and the optional past 1sg. */
const OPTIONAL_NOMINAL = new Set([5, 6, 7]);
/** Nominal slots only an adjective has (its comparative and superlative). */
const DEGREE_SLOTS = 2;
const OPTIONAL_VERB = new Set([7]);

export function parsePrincipalForms(raw: string): PrincipalSlots {
  return raw
    .trim()
    .split(';')
    .map((slot) =>
      slot
        .split('~')
        .map((v) => v.trim())
        .filter((v) => v.length > 0),
    );
}

/** The slots where `-` means "none", as an empty slot does: the nominal short illative and the verb past 1sg. */
const NONE_AS_EMPTY = { nominal: 5, verb: 7 } as const;

/**
 * Principal forms with a `-` in the short illative (nominals) or the past 1sg (verbs) written as the empty slot it
 * means (`koer;koera;koera;koerte;koeri;-` → `…;koeri;`): editors write `-` for "none" there as they do for an
 * adjective's comparative and superlative, where `-` keeps its own meaning (it has none; empty: the regular one).
 */
export function normalizePrincipalForms(raw: string, wordType: InflectingWordType): string {
  const slots = raw.trim().split(';');
  const i = wordType === 'VERB' ? NONE_AS_EMPTY.verb : NONE_AS_EMPTY.nominal;
  if (slots[i]?.trim() !== '-') return raw.trim();
  slots[i] = '';
  return slots.join(';');
}

/**
 * The first problem with a principal-forms string for this word type, or null. Empty is allowed (the word then
 * needs an explicit paradigm — checked where paradigms are resolved).
 */
export function principalFormsProblem(raw: string, wordType: InflectingWordType): string | null {
  if (raw.trim() === '') return null;
  if (/\s/u.test(raw.trim()))
    return 'principal forms contain a space (use ; between slots and ~ between variants)';
  const slots = parsePrincipalForms(raw);
  const verb = wordType === 'VERB';
  const adjective = wordType === 'ADJECTIVE';
  const names = verb ? VERB_SLOTS : NOMINAL_SLOTS;
  const optional = verb ? OPTIONAL_VERB : OPTIONAL_NOMINAL;
  const min = verb ? 7 : 5;
  const max = verb || adjective ? names.length : names.length - DEGREE_SLOTS;
  if (slots.length < min || slots.length > max) {
    if (verb) return `a verb has 7 or 8 principal forms separated by ; (found ${slots.length})`;
    return adjective
      ? `an adjective has 6 principal forms, then optionally its comparative and superlative, separated by ; (found ${slots.length})`
      : `a nominal has 6 principal forms separated by ; (found ${slots.length})`;
  }
  for (let i = 0; i < slots.length; i++) {
    if (slots[i]!.length === 0 && !optional.has(i)) return `the ${names[i]} is empty`;
    const degreeSlot = !verb && i >= names.length - DEGREE_SLOTS;
    const bad = slots[i]!.find((v) => !/^[\p{L}'-]+$/u.test(v) || (v === '-' && !degreeSlot));
    if (bad) return `the ${names[i]} "${bad}" is not a single word`;
  }
  return null;
}
