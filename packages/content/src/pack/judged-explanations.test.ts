// The judge's explanations of the pack's items, judged as the server judges them (the pack's own lexicon, the
// item's tags): the learner's exploratory test of the explanations (wrong person, wrong case reading, a spatial gloss
// where a verb governs the case, a consonant-gradation slip passed as a typo), and sweeps over every item of a kind.
import {
  buildAnalyser,
  type GrammarType,
  grammarFields,
  grammarPayloadToContent,
  isImpersonalTask,
  judge,
  morphologyOf,
  PERSON_NAMES,
  type Person,
  wordKey,
} from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { paradigmsByLemma } from '../lexicon/card-checks.ts';
import { packLexicon } from './lexicon.ts';
import { jsonItems, readPack } from './pack.ts';

const pack = readPack();
const { lemmas, explicit } = packLexicon(pack);
const paradigms = paradigmsByLemma(lemmas, explicit);
const morphology = morphologyOf(buildAnalyser(lemmas, explicit), (lemma) => paradigms.get(lemma) ?? []);

type Item = Record<string, unknown> & { file: string; index: number };
const grammarItems = (prefix: string): Item[] =>
  pack.grammar
    .filter((f) => f.file.startsWith(`grammar/${prefix}.`))
    .flatMap((f) => jsonItems(f.data).map((it, index) => ({ ...it, file: f.file, index })));
/** The exercise as the server judges it: its fields and its tags. */
const asExercise = (it: Item) => ({
  ...grammarFields(String(it.type), grammarPayloadToContent(it.type as GrammarType, it)),
  tags: (it.tags as string[] | undefined) ?? [],
});
const where = (it: Item) => `${it.file} [${it.index}]`;
const tagsOf = (it: Item) => (it.tags as string[] | undefined) ?? [];

const verbs = grammarItems('verb-conjugation');
const cases = grammarItems('case-practice');
const translations = grammarItems('translation');

describe('the learner’s four explanations', () => {
  it('olema for nemad: `oleme` is told the 3rd person plural `on`, and the confusion says so (defect 1)', () => {
    const item = verbs.find((it) => it.context === 'Nad _____ täna tööl.')!;
    const j = judge(asExercise(item), 'oleme', morphology);
    expect(j.diagnosis?.message).toBe(
      '`oleme` is the present, 1st person plural of olema. Here you need the present, 3rd person plural, `on`.',
    );
    expect(j.diagnosis?.confusion).toBe('3rd person plural ↔ 1st person plural');
  });

  it('"I have two sisters.": `õed` is told the partitive singular after kaks (defect 2)', () => {
    const item = translations.find((it) => it.sourceText === 'I have two sisters.')!;
    const j = judge(asExercise(item), 'Mul on kaks õed', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(
      '`õed` is the plural nominative of õde. Here you need the partitive, `õde`: after `kaks` the noun is in the partitive singular.',
    );
    expect(j.diagnosis?.confusion).toBe('partitive ↔ nominative');
  });

  it.each([
    ['Poeg sarnaneb väga _____.', 'isal', 'Here you need the allative, `isale`.'],
    ['Ma huvitun Eesti _____.', 'ajaloos', 'Here you need the elative, `ajaloost`.'],
    ['Teave peab jõudma kõigi _____.', 'elanikuni', 'Here you need the plural terminative, `elanikeni`.'],
  ])('%s %s: no spatial gloss (defect 3)', (sentence, given, need) => {
    const item = cases.find((it) => it.sentence === sentence)!;
    expect(judge(asExercise(item), given, morphology).diagnosis?.message).toContain(need);
  });

  it('"Everything depends on the weather." as `Kõik sõltub ilmas.`: no "out of the weather" (defect 3)', () => {
    const item = translations.find((it) => it.sourceText === 'Everything depends on the weather.')!;
    expect(judge(asExercise(item), 'Kõik sõltub ilmas.', morphology).diagnosis?.message).toBe(
      '`ilmas` is the inessive of ilm. Here you need the elative, `ilmast`.',
    );
  });

  it('rääkima for tema: `rääkib` is wrong, the consonant change named (defect 4)', () => {
    const item = verbs.find((it) => it.verbCorrectAnswer === 'räägib')!;
    const j = judge(asExercise(item), 'rääkib', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe('Mind the consonant change: rääkima → `räägib` (the k weakens to g).');
  });
});

const PRONOUN: Record<string, Person> = {
  mina: '1sg',
  sina: '2sg',
  tema: '3sg',
  meie: '1pl',
  teie: '2pl',
  nemad: '3pl',
};

describe('sweeps over the pack', () => {
  it('a verb task’s explanation names no person but its subject’s', () => {
    let checked = 0;
    for (const it of verbs) {
      const ex = asExercise(it);
      if (ex.type !== 'VERB_CONJUGATION') continue;
      const person = PRONOUN[ex.subject];
      if (!person || isImpersonalTask(ex.target_form, tagsOf(it))) continue;
      const accepted = new Set([ex.verb_correct_answer, ...(ex.alternatives ?? [])].map(wordKey));
      const others = (paradigms.get(ex.verb) ?? []).filter(
        (c) =>
          c.verbForm === ex.target_form &&
          c.polarity === 'AFFIRMATIVE' &&
          c.person &&
          c.person !== person &&
          c.person !== 'impersonal' &&
          !c.form.includes(' ') &&
          !accepted.has(wordKey(c.form)),
      );
      for (const cell of others) {
        const need = judge(ex, cell.form, morphology).diagnosis?.message.split('Here you need')[1] ?? '';
        const named = Object.entries(PERSON_NAMES).filter(([, name]) => need.includes(name));
        checked += named.length;
        expect([where(it), cell.form, named.map(([p]) => p)]).toEqual([
          where(it),
          cell.form,
          named.length ? [person] : [],
        ]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('gives no spatial gloss on a rection item, nor on a plural answer', () => {
    let checked = 0;
    for (const it of cases) {
      const ex = asExercise(it);
      if (ex.type !== 'CASE_PRACTICE') continue;
      if (!tagsOf(it).includes('rection') && !tagsOf(it).includes('plural')) continue;
      for (const d of ex.case_distractors) {
        const message = judge(ex, d, morphology).diagnosis?.message ?? '';
        checked++;
        expect([where(it), d, message.includes(" — '")]).toEqual([where(it), d, false]);
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('names the partitive singular for the noun after a numeral in every translation that has one', () => {
    let checked = 0;
    for (const it of translations) {
      const ex = asExercise(it);
      if (ex.type !== 'TRANSLATION' || ex.direction === 'ET_EN') continue;
      const words = ex.target_text.split(/\s+/u);
      words.forEach((w, i) => {
        if (
          !['kaks', 'kolm', 'neli', 'viis', 'kuus', 'seitse', 'kaheksa', 'üheksa', 'kümme'].includes(
            wordKey(w),
          )
        )
          return;
        const next = words[i + 1]?.replace(/[^\p{L}]/gu, '') ?? '';
        const reading = morphology
          .analyse(next)
          .find((r) => r.case === 'PARTITIVE' && r.number === 'SINGULAR' && !r.degree);
        const plural = (paradigms.get(reading?.lemma ?? '') ?? []).find(
          (c) => c.case === 'NOMINATIVE' && c.number === 'PLURAL' && !c.degree,
        );
        if (!reading || !plural) return;
        checked++;
        const given = words.map((x, j) => (j === i + 1 ? x.replace(/\p{L}+/u, plural.form) : x)).join(' ');
        expect([where(it), judge(ex, given, morphology).diagnosis?.message]).toEqual([
          where(it),
          expect.stringContaining(`Here you need the partitive, \`${next}\`: after \`${wordKey(w)}\``),
        ]);
      });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps a one-letter typo of every verb answer almost', () => {
    let checked = 0;
    for (const it of verbs) {
      const ex = asExercise(it);
      if (ex.type !== 'VERB_CONJUGATION') continue;
      const answer = ex.verb_correct_answer;
      if ([...answer].length < 4 || answer.includes(' ')) continue;
      const i = Math.floor(answer.length / 2);
      const typed = answer.slice(0, i) + (answer[i] === 'q' ? 'x' : 'q') + answer.slice(i + 1);
      checked++;
      expect([where(it), typed, judge(ex, typed, morphology).verdict]).toEqual([where(it), typed, 'almost']);
    }
    expect(checked).toBeGreaterThan(100);
  });
});
