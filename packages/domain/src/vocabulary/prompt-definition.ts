/** An Estonian word as a whole word: not preceded or followed by a letter (õ, ä, ö, ü, š, ž count as letters). */
const wholeWord = (word: string) =>
  new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'giu');

/**
 * The definition as a vocabulary prompt shows it under the gap: every whole-word occurrence of the answer (the card's
 * form, in any letter case) written as `…`, so a note such as a paradigm ("present: olen, oled, on …") or a usage
 * hint ("negation: ei + verb stem") never prints the word the learner is asked to type. Null when nothing is left.
 */
export function promptDefinition(definition: string | null, answer: string): string | null {
  if (!definition) return null;
  const form = answer.trim();
  // most definitions do not contain the answer at all: only those pay for the (costly to build) Unicode pattern
  if (!form || !definition.toLocaleLowerCase('et').includes(form.toLocaleLowerCase('et'))) return definition;
  const masked = definition.replace(wholeWord(form), '…');
  return masked.replace(/[…\s,;:.+/()-]/g, '') === '' ? null : masked;
}
