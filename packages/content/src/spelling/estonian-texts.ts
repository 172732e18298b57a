// Every Estonian string of the pack, with where it comes from: card words, forms, contexts and alternatives; exercises;
// reading texts and the Estonian in their questions; books.
import { type ContentPack, jsonItems, rowRecord } from '../pack/pack.ts';
import { CARD_GAP, EXERCISE_GAP } from '../pack/sentence.ts';
import { type EnglishTest, estonianParts, hasEnglishWords, quotedPassages } from './language.ts';

export interface EstonianText {
  file: string;
  where: string;
  text: string;
}

const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : [];

/** The Estonian fields of each exercise type (camelCase payload). */
const EXERCISE_FIELDS: Record<string, string[]> = {
  CASE_PRACTICE: ['targetWord', 'correctAnswer', 'distractors', 'alternatives'],
  VERB_CONJUGATION: ['verb', 'subject', 'verbCorrectAnswer', 'alternatives'],
  SENTENCE_CONSTRUCTION: ['words'],
  ERROR_CORRECTION: ['incorrectSentence', 'correctSentence', 'alternatives'],
  TRANSLATION: ['targetText', 'alternatives'],
};

/** An Estonian → English translation has its Estonian in the source. */
const ET_EN_FIELDS = ['sourceText'];

const fill = (text: unknown, gap: string, form: unknown) =>
  typeof text === 'string' && typeof form === 'string' ? text.replace(gap, form) : strings(text).join(' ');

export function estonianTexts(pack: ContentPack, isEnglish: EnglishTest = hasEnglishWords): EstonianText[] {
  const out: EstonianText[] = [];
  const push = (file: string, where: string, value: unknown) => {
    for (const text of strings(value)) out.push({ file, where, text });
  };

  for (const f of pack.vocabulary) {
    for (const row of f.rows) {
      const c = rowRecord(f.header, row.cells);
      push(f.file, `line ${row.line} word`, c.word);
      push(f.file, `line ${row.line} form`, c.form);
      push(f.file, `line ${row.line} practiceContext`, fill(c.practiceContext, CARD_GAP, c.form));
      if (typeof c.alternatives === 'string')
        push(f.file, `line ${row.line} alternatives`, c.alternatives.split('|'));
    }
  }

  for (const f of pack.grammar) {
    jsonItems(f.data).forEach((e, i) => {
      const fields = e.direction === 'ET_EN' ? ET_EN_FIELDS : (EXERCISE_FIELDS[String(e.type)] ?? []);
      for (const field of fields) push(f.file, `[${i}].${field}`, e[field]);
      if (e.type === 'CASE_PRACTICE')
        push(f.file, `[${i}].sentence`, fill(e.sentence, EXERCISE_GAP, e.correctAnswer));
      if (e.type === 'VERB_CONJUGATION')
        push(f.file, `[${i}].context`, fill(e.context, EXERCISE_GAP, e.verbCorrectAnswer));
      if (e.type === 'ERROR_CORRECTION')
        for (const [j, err] of jsonItems(e.errors).entries())
          push(f.file, `[${i}].errors[${j}].correction`, err.correction);
    });
  }

  for (const f of pack.reading) {
    const t = jsonItems(f.data)[0];
    if (!t) continue;
    push(f.file, 'title', t.title);
    push(f.file, 'content', t.content);
    for (const [i, w] of jsonItems(t.targetWords).entries()) push(f.file, `targetWords[${i}].word`, w.word);
    jsonItems(t.readingQuestions).forEach((q, i) => {
      // Questions may be English or Estonian; in an English question only the quoted Estonian is checked, and its
      // options and answers are English too. Explanations are English (their quotes repeat the text).
      const question = strings(q.question).join(' ');
      const english = isEnglish(question);
      const estonian = (s: string) => (english ? quotedPassages(s).filter((p) => !hasEnglishWords(p)) : [s]);
      // an Estonian question may also accept English short answers (issue 17): those are not spell-checked
      const estonianKey = (s: string) => (english ? estonian(s) : isEnglish(s) ? [] : [s]);
      push(f.file, `readingQuestions[${i}].question`, estonianParts(question, isEnglish));
      if (q.questionType === 'TRUE_FALSE') return;
      for (const o of strings(q.options)) push(f.file, `readingQuestions[${i}].options`, estonian(o));
      for (const a of strings(q.correctAnswer))
        push(f.file, `readingQuestions[${i}].correctAnswer`, estonianKey(a));
    });
  }

  for (const f of pack.books) {
    const b = jsonItems(f.data)[0];
    if (!b) continue;
    push(f.file, 'titleEt', b.titleEt);
    for (const [i, s] of jsonItems(b.segments).entries())
      push(f.file, `segments[${i}].estonianContent`, s.estonianContent);
  }
  return out;
}
