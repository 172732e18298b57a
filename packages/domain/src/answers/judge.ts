import { isImpersonalTask } from '../grammar/task-labels.ts';
import { taggedNumber } from '../morphology/case-practice-check.ts';
import {
  acceptedSentences,
  answerAsSentence,
  type CorrectionFragment,
  correctedWords,
  correctionFragments,
} from './check-answers.ts';
import { type Diagnosis, diagnoseDifferentWord, diagnoseOtherForm, type FormTarget } from './diagnose.ts';
import { commonIndexes, type Mark, markLetters, markWords } from './diff-marks.ts';
import { sentenceHints, subjectPerson } from './form-context.ts';
import { diagnoseGradation } from './gradation.ts';
import type { JudgeExercise } from './judge-exercise.ts';
import { type Morphology, noMorphology } from './morphology-port.ts';
import { nearMiss } from './near-miss.ts';
import { normaliseAnswer, normalizeSentence, sentenceWords } from './normalize.ts';
import { diagnoseNumeralConfusion } from './numerals.ts';
import { pronounVariants } from './pronoun-variants.ts';
import { containedKey } from './short-answer.ts';
import { judgeTruthValue } from './truth-value.ts';
import { nearestOrder } from './word-order.ts';

export type JudgeVerdict = 'correct' | 'almost' | 'wrong';

export interface Judgement {
  verdict: JudgeVerdict;
  /** The accepted answer to show: the one matched or nearest to the learner's answer. */
  expected: string;
  /** The accepted answer the learner's answer matched (correct) or nearly matched (almost). */
  matched?: string;
  /** Every accepted answer. */
  accepted: string[];
  /** `expected` with the places where the learner's answer differs marked. */
  marks?: Mark[];
  diagnosis?: Diagnosis;
}

const distinct = (list: string[]) => {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = normaliseAnswer(s);
    if (!s.trim() || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * One form (a word or a short phrase) against its accepted forms, with near misses and the morphology's diagnosis.
 * `otherForms` are the item's known wrong options (a case practice's distractors): never almost. One is called
 * "another form" of the word only when the morphology does not know it as another lemma's (a cardinal `viis` among
 * the options of the ordinal `viies` is a different word); nor is a word the morphology knows as another lemma's
 * ever almost.
 */
function judgeForm(
  accepted: string[],
  given: string,
  target: Omit<FormTarget, 'expected'>,
  m: Morphology,
  otherForms: readonly string[] = [],
): Judgement {
  const expected = accepted[0] ?? '';
  const base = { expected, accepted };
  const g = normaliseAnswer(given);
  if (!g) return { verdict: 'wrong', ...base };
  const hit = accepted.find((a) => normaliseAnswer(a) === g);
  if (hit) return { verdict: 'correct', ...base, expected: hit, matched: hit };
  const other = diagnoseOtherForm(m, g, { ...target, expected });
  if (other) return { verdict: 'wrong', ...base, marks: markLetters(expected, g), diagnosis: other };
  // a cardinal for its ordinal (viis for viies) is another word, not another form: named as such
  const numeral = diagnoseNumeralConfusion(m, given, target.lemma, expected);
  if (numeral) return { verdict: 'wrong', ...base, marks: markLetters(expected, g), diagnosis: numeral };
  // a real word of another lemma (kook for kool, the invariable kui for kuid) is a different word, not a typo nor
  // another form of this one
  const givenLemmas = lemmasOf(m, g);
  const otherWord = isOtherWord(givenLemmas, [target.lemma]);
  if (!otherWord && otherForms.some((f) => normaliseAnswer(f) === g)) {
    const message = `\`${given.trim()}\` is another form of ${target.lemma}; here you need \`${expected}\`.`;
    return {
      verdict: 'wrong',
      ...base,
      marks: markLetters(expected, g),
      diagnosis: { kind: 'other-form', message },
    };
  }
  for (const [i, a] of accepted.entries()) {
    // an alternative of another lemma (`kuid` beside `aga`) has its own: a form of it is no other word to it
    const own = i === 0 ? [target.lemma] : [target.lemma, ...lemmasOf(m, a)];
    const kind = isOtherWord(givenLemmas, own) ? null : nearMiss(g, normaliseAnswer(a));
    if (!kind) continue;
    // the other grade of a stem consonant (`rääkib` for `räägib`) is the grammar point, not a typo
    const gradation =
      kind === 'typo' ? diagnoseGradation(g, a, target.lemma, m.forms?.(target.lemma)) : undefined;
    if (gradation)
      return { verdict: 'wrong', ...base, expected: a, marks: markLetters(a, g), diagnosis: gradation };
    const message =
      kind === 'diacritics'
        ? `Almost! Mind the letters with diacritics: \`${a}\`.`
        : `Almost! One letter is off: \`${a}\`.`;
    return {
      verdict: 'almost',
      ...base,
      expected: a,
      matched: a,
      marks: markLetters(a, g),
      diagnosis: { kind: 'near-miss', message },
    };
  }
  return {
    verdict: 'wrong',
    ...base,
    marks: markLetters(expected, g),
    diagnosis: diagnoseDifferentWord(m, g, { ...target, expected }),
  };
}

/** The lemmas the lexicon knows `form` as: a form of an inflecting lemma, or an invariable word (`kui`). */
const lemmasOf = (m: Morphology, form: string): string[] => [
  ...m.analyse(form).map((r) => r.lemma),
  ...(m.words?.(form) ?? []).map((r) => r.lemma),
];

/** Whether a word the lexicon knows (`givenLemmas`) is none of the answer's lemmas: a different real word. */
const isOtherWord = (givenLemmas: readonly string[], own: readonly string[]) =>
  givenLemmas.length > 0 && givenLemmas.every((l) => !own.includes(l));

const wordKey = (w: string) => normalizeSentence(w);

/** The one word in which two sentences of equal length differ, as [expected word, given word, its index]. */
function singleWordDifference(expected: string[], given: string[]): [string, string, number] | null {
  if (expected.length !== given.length) return null;
  const diffs = expected.flatMap((w, i) =>
    wordKey(w) === wordKey(given[i]!) ? [] : [[w, given[i]!, i] as [string, string, number]],
  );
  return diffs.length === 1 ? diffs[0]! : null;
}

/** The accepted sentence sharing the most words, in order, with the answer. */
function nearestSentence(accepted: string[], givenWords: string[]): string {
  const g = givenWords.map(wordKey);
  const kept = (a: string) => commonIndexes(sentenceWords(a), g).size;
  return accepted.reduce((best, a) => (kept(a) > kept(best) ? a : best), accepted[0] ?? '');
}

/**
 * A sentence against its accepted sentences (punctuation and letter case ignored). The same words in another order
 * get the nearest accepted order with the moved words marked; one word off by a typo is almost; one word that is
 * another form of the expected word gets the morphology's diagnosis (Estonian sentences only).
 */
function judgeSentence(
  accepted: string[],
  given: string,
  m: Morphology,
  allowAlmost = true,
  tags: readonly string[] = [],
): Judgement {
  const base = { expected: accepted[0] ?? '', accepted };
  const g = normalizeSentence(given);
  if (!g) return { verdict: 'wrong', ...base };
  const hit = accepted.find((a) => normalizeSentence(a) === g);
  if (hit) return { verdict: 'correct', ...base, expected: hit, matched: hit };
  const givenWords = g.split(' ');
  const order = nearestOrder(accepted, givenWords, wordKey);
  if (order) {
    return {
      verdict: 'wrong',
      ...base,
      expected: order.sentence,
      marks: order.marks,
      diagnosis: {
        kind: 'word-order',
        message: `The words are right but the order is not. The nearest accepted order: \`${order.sentence}\``,
      },
    };
  }
  const nearest = nearestSentence(accepted, givenWords);
  const nearestWords = nearest.split(/\s+/u).filter(Boolean);
  const marks = markWords(nearestWords, givenWords, wordKey);
  const one = singleWordDifference(sentenceWords(nearest), givenWords);
  if (one) {
    const [want, got, at] = one;
    const lemma = m.analyse(want)[0]?.lemma;
    // the sentence tells which reading of the word it needs: `kaks õde` (partitive), `nad on` (3rd person plural)
    const hints = lemma ? sentenceHints(nearest, m, { at, tags }) : {};
    const other = lemma ? diagnoseOtherForm(m, got, { expected: want, lemma, ...hints }) : undefined;
    if (other) return { verdict: 'wrong', ...base, expected: nearest, marks, diagnosis: other };
    const gradation =
      lemma && nearMiss(got, want) === 'typo'
        ? diagnoseGradation(got, want, lemma, m.forms?.(lemma))
        : undefined;
    if (gradation) return { verdict: 'wrong', ...base, expected: nearest, marks, diagnosis: gradation };
    if (allowAlmost && nearMiss(got, want)) {
      return {
        verdict: 'almost',
        ...base,
        expected: nearest,
        matched: nearest,
        marks,
        diagnosis: { kind: 'near-miss', message: `Almost! Check the spelling of \`${want}\`.` },
      };
    }
  }
  return {
    verdict: 'wrong',
    ...base,
    expected: nearest,
    marks,
    diagnosis: {
      kind: 'wrong',
      message: `Some words differ from an accepted answer: \`${nearest}\``,
    },
  };
}

/** Neighbouring marks with the same flag joined into one. */
function mergeMarks(marks: Mark[]): Mark[] {
  const out: Mark[] = [];
  for (const m of marks) {
    const last = out.at(-1);
    if (last && last.changed === m.changed) last.text += m.text;
    else out.push({ ...m });
  }
  return out;
}

/**
 * A judgement of an answer against the fragment `f` as one of its whole sentence: the sentence is what is shown and
 * matched, the words outside the fragment (which the learner did not type) are unmarked, and a message naming the
 * fragment names the sentence.
 */
function inWholeSentence(j: Judgement, f: CorrectionFragment, accepted: string[]): Judgement {
  const words = f.sentence.split(/\s+/u).filter(Boolean);
  const before = words.slice(0, f.start).join(' ');
  const after = words.slice(f.end).join(' ');
  const marks = mergeMarks([
    ...(before ? [{ text: `${before} `, changed: false }] : []),
    ...(j.marks ?? [{ text: f.text, changed: false }]),
    ...(after ? [{ text: ` ${after}`, changed: false }] : []),
  ]);
  const names = j.diagnosis && (j.diagnosis.kind === 'wrong' || j.diagnosis.kind === 'word-order');
  const diagnosis =
    j.diagnosis && names
      ? { ...j.diagnosis, message: j.diagnosis.message.replace(`\`${f.text}\``, `\`${f.sentence}\``) }
      : j.diagnosis;
  return {
    ...j,
    accepted,
    expected: f.sentence,
    ...(j.matched ? { matched: f.sentence } : {}),
    marks,
    ...(diagnosis ? { diagnosis } : {}),
  };
}

/**
 * Error correction: a full corrected sentence, only the corrected words (what each error's correction says), or a
 * run of an accepted sentence's words around every corrected word (`sõltub ilmast` for `See sõltub ilmale.`, §5).
 * An answer shorter than every accepted sentence is judged against those runs, so a wrong word in it is diagnosed
 * and the words the learner did not repeat are not marked as mistakes.
 */
function judgeErrorCorrection(
  ex: Extract<JudgeExercise, { type: 'ERROR_CORRECTION' }>,
  given: string,
  m: Morphology,
): Judgement {
  const sentences = distinct([ex.correct_sentence, ...(ex.alternatives ?? [])]);
  const g = normalizeSentence(given);
  const partials = distinct([
    ex.errors.map((e) => e.correction).join(' '),
    ...sentences.map((s) => correctedWords(ex.incorrect_sentence, s).join(' ')),
  ]);
  const part = partials.find((p) => normalizeSentence(p) === g && g.length > 0);
  if (part) return { verdict: 'correct', expected: sentences[0] ?? '', matched: part, accepted: sentences };
  const variants = distinct(sentences.flatMap(pronounVariants));
  const fragments = variants.flatMap((s) => correctionFragments(ex.incorrect_sentence, s));
  const fragment = g ? fragments.find((f) => normalizeSentence(f.text) === g) : undefined;
  if (fragment)
    return { verdict: 'correct', expected: fragment.sentence, matched: fragment.text, accepted: sentences };
  // a spelling exercise asks for the exact spelling: a near miss there is the mistake itself
  const spelling = ex.errors.some((e) => e.type === 'spelling');
  // the wrong word left as it was is the mistake itself, never a typo of its correction (`film` for `filmi`)
  const wrongWords = new Set(sentenceWords(ex.incorrect_sentence));
  const notAlmost = (j: Judgement): Judgement => {
    if (j.verdict !== 'almost') return j;
    const kept = new Set(sentenceWords(j.matched ?? ''));
    const left = sentenceWords(given).find((w) => wrongWords.has(w) && !kept.has(w));
    if (!left) return j;
    const message = `\`${left}\` is the word with the mistake: correct it.`;
    return { ...j, verdict: 'wrong', matched: undefined, diagnosis: { kind: 'wrong', message } };
  };
  const count = sentenceWords(given).length;
  const shortest = Math.min(...variants.map((s) => sentenceWords(s).length));
  if (fragments.length > 0 && count > 0 && count < shortest) {
    // the runs nearest in length first: judgeSentence takes the first of those sharing the most words
    const size = (f: CorrectionFragment) => Math.abs(f.end - f.start - count);
    const byFit = [...fragments].sort((a, b) => size(a) - size(b));
    const j = judgeSentence(distinct(byFit.map((f) => f.text)), given, m, !spelling, ex.tags);
    const f = byFit.find((x) => x.text === j.expected);
    if (f) return notAlmost(inWholeSentence(j, f, sentences));
  }
  const j = notAlmost(judgeSentence(variants, given, m, !spelling, ex.tags));
  if (g !== normalizeSentence(ex.incorrect_sentence) || j.diagnosis?.kind === 'word-order') return j;
  return {
    ...j,
    verdict: 'wrong',
    matched: undefined,
    diagnosis: { kind: 'wrong', message: UNCHANGED_SENTENCE_HINT },
  };
}

/** What an error correction sent back as it was given is told (the app says it before judging, too). */
export const UNCHANGED_SENTENCE_HINT = 'That is the sentence with the mistake: find the word to correct.';

/**
 * A short answer to a comprehension question: a key (a typo away is almost), or an answer that contains a key as
 * whole words — a full sentence around it, or two keys together — unless it negates it, hedges between candidates or
 * lists candidates of its own (`short-answer.ts`).
 */
function judgeShortAnswer(keys: string[], given: string): Judgement {
  const j = judgeForm(keys, given, { lemma: '' }, noMorphology);
  if (j.verdict !== 'wrong') return j;
  const key = containedKey(keys, given);
  return key ? { verdict: 'correct', expected: key, matched: key, accepted: keys } : j;
}

/** The answer as text: a typed string, or the chosen words of a sentence-construction item. */
function answerText(answer: unknown): string {
  return answerAsSentence(answer) ?? '';
}

/**
 * The teacher's verdict on an answer to any exercise: correct (any accepted answer), almost (a near miss on the word
 * itself — diacritics or one typo that is not another real form of the word) or wrong, with the expected answer, the
 * difference marked and, where the morphology can tell, a diagnosis in plain English.
 */
export function judge(
  exercise: JudgeExercise,
  answer: unknown,
  morphology: Morphology = noMorphology,
): Judgement {
  const given = answerText(answer);
  switch (exercise.type) {
    case 'VOCABULARY': {
      const number =
        exercise.number === 'PLURAL' || exercise.number === 'SINGULAR' ? exercise.number : undefined;
      return judgeForm(
        distinct([
          exercise.form,
          ...(exercise.alternatives ?? []),
          ...(morphology.variants?.(exercise.form, exercise.word, exercise.caseForm || exercise.verbForm) ??
            []),
        ]),
        given,
        {
          lemma: exercise.word,
          ...(exercise.caseForm || exercise.verbForm
            ? { wanted: (exercise.caseForm || exercise.verbForm) ?? '' }
            : {}),
          ...(exercise.translation ? { gloss: exercise.translation } : {}),
          ...sentenceHints(exercise.context, morphology),
          ...(number ? { number } : {}),
        },
        morphology,
      );
    }
    case 'CASE_PRACTICE': {
      const tags = exercise.tags ?? [];
      const number = taggedNumber(tags);
      return judgeForm(
        distinct([exercise.case_correct_answer, ...(exercise.alternatives ?? [])]),
        given,
        {
          lemma: exercise.target_word,
          wanted: exercise.correct_case,
          ...sentenceHints(exercise.sentence, morphology, { tags }),
          ...(number ? { number } : {}),
        },
        morphology,
        exercise.case_distractors,
      );
    }
    case 'VERB_CONJUGATION': {
      const tags = exercise.tags ?? [];
      const hints = sentenceHints(exercise.context, morphology, { tags });
      // the subject the task names decides the person (`on` is 3sg and 3pl: for nemad, the 3rd person plural)
      const person = isImpersonalTask(exercise.target_form, tags)
        ? undefined
        : (subjectPerson(exercise.subject, morphology) ?? hints.person);
      return judgeForm(
        distinct([exercise.verb_correct_answer, ...(exercise.alternatives ?? [])]),
        given,
        {
          lemma: exercise.verb,
          wanted: exercise.target_form,
          gloss: exercise.verb_translation,
          ...hints,
          person,
        },
        morphology,
      );
    }
    case 'SENTENCE_CONSTRUCTION':
      return judgeSentence(
        acceptedSentences(exercise.words, exercise.correct_orders),
        given,
        morphology,
        true,
        exercise.tags,
      );
    case 'ERROR_CORRECTION':
      return judgeErrorCorrection(exercise, given, morphology);
    case 'TRANSLATION': {
      const toEnglish = exercise.direction === 'ET_EN';
      const keys = [exercise.target_text, ...(exercise.alternatives ?? [])];
      if (toEnglish) return judgeSentence(distinct(keys), given, noMorphology);
      return judgeSentence(distinct(keys.flatMap(pronounVariants)), given, morphology, true, exercise.tags);
    }
    case 'READING_QUESTION': {
      const keys = distinct(exercise.correctAnswer);
      if (exercise.questionType === 'true_false') return judgeTruthValue(keys, given);
      if (exercise.questionType === 'short_answer') return judgeShortAnswer(keys, given);
      const hit = keys.find((k) => normaliseAnswer(k) === normaliseAnswer(given));
      return hit
        ? { verdict: 'correct', expected: hit, matched: hit, accepted: keys }
        : { verdict: 'wrong', expected: keys[0] ?? '', accepted: keys };
    }
  }
}
