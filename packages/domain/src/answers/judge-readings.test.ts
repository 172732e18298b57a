import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grammarFields } from '../grammar/grammar-exercise.ts';
import { buildAnalyser } from '../morphology/analyser.ts';
import { type LexiconLemma, paradigmOf } from '../morphology/paradigm.ts';
import { judge } from './judge.ts';
import { morphologyOf } from './morphology-port.ts';

// the pack's own lexicon rows (data/lexicon/*.csv), and its items (data/grammar/…) as the learner met them
const LEXICON: LexiconLemma[] = [
  ['olema', 'VERB', 'to be', 'olema;olla;olen;oli;olnud;oldud;ollakse'],
  ['rääkima', 'VERB', 'to speak, to talk', 'rääkima;rääkida;räägin;rääkis;rääkinud;räägitud;räägitakse'],
  ['õppima', 'VERB', 'to learn, to study', 'õppima;õppida;õpin;õppis;õppinud;õpitud;õpitakse'],
  ['andma', 'VERB', 'to give', 'andma;anda;annan;andis;andnud;antud;antakse;andsin'],
  ['sõltuma', 'VERB', 'to depend', 'sõltuma;sõltuda;sõltun;sõltus;sõltunud;sõltutud;sõltutakse'],
  ['kaks', 'NUMERAL', 'two', 'kaks;kahe;kaht~kahte;kahtede;kaksi;'],
  ['kolm', 'NUMERAL', 'three', 'kolm;kolme;kolme;kolmede;kolmi;'],
  ['isa', 'NOUN', 'father, dad', 'isa;isa;isa;isade;isasid;'],
  ['õde', 'NOUN', 'sister', 'õde;õe;õde;õdede;õdesid;'],
  ['sõber', 'NOUN', 'friend', 'sõber;sõbra;sõpra;sõprade;sõpru;'],
  ['ilm', 'NOUN', 'weather', 'ilm;ilma;ilma;ilmade;ilmu;'],
  ['ajalugu', 'NOUN', 'history', 'ajalugu;ajaloo;ajalugu;ajalugude;ajalugusid;'],
  ['kapsas', 'NOUN', 'cabbage', 'kapsas;kapsa;kapsast;kapsaste;kapsaid;'],
  ['elanik', 'NOUN', 'resident, inhabitant', 'elanik;elaniku;elanikku;elanike;elanikke;'],
  ['kool', 'NOUN', 'school', 'kool;kooli;kooli;koolide;koole;kooli'],
].map(([lemma, wordType, translation, principalForms]) => ({
  lemma: lemma!,
  wordType: wordType as LexiconLemma['wordType'],
  translation: translation!,
  principalForms: principalForms!,
}));
const morphology = morphologyOf(buildAnalyser(LEXICON), (lemma) =>
  LEXICON.filter((l) => l.lemma === lemma).flatMap((l) => paradigmOf(l)),
);

const verb = (verbName: string, subject: string, answer: string, context: string, tags: string[] = []) => ({
  ...grammarFields('VERB_CONJUGATION', {
    verb: verbName,
    verb_translation: LEXICON.find((l) => l.lemma === verbName)?.translation,
    subject,
    target_form: 'PRESENT',
    verb_correct_answer: answer,
    context,
  }),
  tags: ['present', ...tags],
});

describe('the reading the item asks for (defects 1 and 2: on is 3sg and 3pl, õde nominative and partitive)', () => {
  const areAtWork = verb('olema', 'nemad', 'on', 'Nad _____ täna tööl.');

  it('names the 3rd person plural for nemad, and stores that confusion', () => {
    const j = judge(areAtWork, 'oleme', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(
      '`oleme` is the present, 1st person plural of olema. Here you need the present, 3rd person plural, `on`.',
    );
    expect(j.diagnosis?.confusion).toBe('3rd person plural ↔ 1st person plural');
  });

  it('names the 3rd person singular for tema, and only the tense when the item names no subject', () => {
    const singular = verb('olema', 'tema', 'on', 'Ta _____ täna tööl.');
    expect(judge(singular, 'oleme', morphology).diagnosis?.message).toContain(
      'Here you need the present, 3rd person singular, `on`.',
    );
    const nobody = verb('olema', '', 'on', 'Täna _____ tööl palju inimesi.');
    const j = judge(nobody, 'oleme', morphology);
    expect(j.diagnosis?.message).toContain('Here you need the present, `on`.');
    expect(j.diagnosis?.message).not.toContain('3rd person');
  });

  it('reads the person from a vocabulary card’s practice context, stored (`___`) or as served (`{}`)', () => {
    for (const context of ['Nad ___ täna tööl.', 'Nad {} täna tööl.']) {
      const card = { type: 'VOCABULARY' as const, form: 'on', word: 'olema', verbForm: 'PRESENT', context };
      expect(judge(card, 'oleme', morphology).diagnosis?.confusion).toBe(
        '3rd person plural ↔ 1st person plural',
      );
    }
    const unknown = { type: 'VOCABULARY' as const, form: 'on', word: 'olema', verbForm: 'PRESENT' };
    expect(judge(unknown, 'oleme', morphology).diagnosis?.message).toContain(
      'Here you need the present, `on`.',
    );
  });

  it('reads the person from the subject pronoun of a translated sentence', () => {
    const ex = grammarFields('TRANSLATION', {
      source_text: 'They are at work.',
      target_text: 'Nad on tööl.',
    });
    const j = judge(ex, 'Nad oleme tööl.', morphology);
    expect(j.diagnosis?.message).toContain('Here you need the present, 3rd person plural, `on`.');
    expect(j.diagnosis?.confusion).toBe('3rd person plural ↔ 1st person plural');
  });

  it('names the partitive singular after kaks in "I have two sisters."', () => {
    const ex = {
      ...grammarFields('TRANSLATION', {
        source_text: 'I have two sisters.',
        target_text: 'Mul on kaks õde.',
        hints: ['"I have" = mul on', 'after kaks the noun is partitive singular (õde)'],
        alternatives: ['Minul on kaks õde.'],
      }),
      tags: ['translation', 'possession with mul on', 'partitive after numerals'],
    };
    const j = judge(ex, 'Mul on kaks õed', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(
      '`õed` is the plural nominative of õde. Here you need the partitive, `õde`: after `kaks` the noun is in the partitive singular.',
    );
    expect(j.diagnosis?.confusion).toBe('partitive ↔ nominative');
  });

  it('names only the number when nothing tells the nominative from the partitive', () => {
    const ex = grammarFields('TRANSLATION', {
      source_text: 'This is my sister.',
      target_text: 'See on mu õde.',
    });
    const j = judge(ex, 'See on mu õed.', morphology);
    expect(j.diagnosis?.message).toBe(
      '`õed` is the plural nominative of õde. Here you need the singular, `õde`.',
    );
    expect(j.diagnosis?.message).not.toMatch(/nominative, `õde`|partitive, `õde`/u);
    expect(j.diagnosis?.confusion).toBe('singular ↔ plural');
  });

  it('takes a case practice’s number from its tags', () => {
    const ex = {
      ...grammarFields('CASE_PRACTICE', {
        sentence: 'Minu _____ elavad Tartus.',
        target_word: 'õde',
        correct_case: 'NOMINATIVE',
        case_correct_answer: 'õed',
        case_distractors: ['õde', 'õdesid', 'õdede'],
      }),
      tags: ['nominative', 'plural'],
    };
    expect(judge(ex, 'õde', morphology).diagnosis?.message).toContain(
      'Here you need the plural nominative, `õed`',
    );
  });
});

describe('no spatial gloss where a verb governs the case, none singular for a plural (defect 3)', () => {
  const rection = (sentence: string, target: string, kase: string, answer: string, tags: string[]) => ({
    ...grammarFields('CASE_PRACTICE', {
      sentence,
      target_word: target,
      correct_case: kase,
      case_correct_answer: answer,
      case_distractors: [],
    }),
    tags,
  });

  it('says no "onto the father" for sarnaneb isale, nor "out of the history" for huvitun ajaloost', () => {
    const father = rection('Poeg sarnaneb väga _____.', 'isa', 'ALLATIVE', 'isale', ['rection', 'allative']);
    expect(judge(father, 'isal', morphology).diagnosis?.message).toBe(
      '`isal` is the adessive of isa. Here you need the allative, `isale`.',
    );
    // the verb alone tells it, untagged and unknown to the lexicon (sarnanema, huvituma are not in it)
    for (const sentence of ['Poeg sarnaneb väga _____.', 'Ta helistab _____.'])
      expect(
        judge(rection(sentence, 'isa', 'ALLATIVE', 'isale', []), 'isal', morphology).diagnosis?.message,
      ).not.toContain('—');
    const history = rection('Ma huvitun Eesti _____.', 'ajalugu', 'ELATIVE', 'ajaloost', ['elative']);
    expect(judge(history, 'ajaloos', morphology).diagnosis?.message).toBe(
      '`ajaloos` is the inessive of ajalugu. Here you need the elative, `ajaloost`.',
    );
  });

  it('says no "out of the weather" in a translation with sõltuma', () => {
    const ex = grammarFields('TRANSLATION', {
      source_text: 'Everything depends on the weather.',
      target_text: 'Kõik sõltub ilmast.',
    });
    expect(judge(ex, 'Kõik sõltub ilmas.', morphology).diagnosis?.message).toBe(
      '`ilmas` is the inessive of ilm. Here you need the elative, `ilmast`.',
    );
  });

  it('keeps the gloss of a place, and gives a plural none', () => {
    const place = rection('Ma lähen _____.', 'kool', 'ILLATIVE', 'koolisse', []);
    expect(judge(place, 'koolis', morphology).diagnosis?.message).toContain("— 'into the school'");
    const residents = rection('Teave peab jõudma kõigi _____.', 'elanik', 'TERMINATIVE', 'elanikeni', [
      'terminative',
      'plural',
    ]);
    const j = judge(residents, 'elanikuni', morphology);
    expect(j.diagnosis?.message).toBe(
      '`elanikuni` is the terminative of elanik. Here you need the plural terminative, `elanikeni`.',
    );
  });
});

describe('consonant gradation is the grammar point, not a typo (defect 4)', () => {
  const speaks = verb('rääkima', 'tema', 'räägib', 'Ta _____ kodus iga päev eesti keelt.');

  it('calls `rääkib` for `räägib` wrong and names the k weakening to g', () => {
    const j = judge(speaks, 'rääkib', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis).toEqual({
      kind: 'other-form',
      message: 'Mind the consonant change: rääkima → `räägib` (the k weakens to g).',
      confusion: 'weak grade ↔ strong grade',
    });
    expect(j.marks?.filter((m) => m.changed).map((m) => m.text)).toEqual(['g']);
  });

  it('names pp ~ p, nd ~ nn and a strong grade kept from other forms', () => {
    expect(
      judge(verb('õppima', 'mina', 'õpin', 'Ma _____ eesti keelt.'), 'õppin', morphology).diagnosis?.message,
    ).toBe('Mind the consonant change: õppima → `õpin` (the pp weakens to p).');
    expect(
      judge(verb('andma', 'mina', 'annan', 'Ma _____ sulle raamatu.'), 'andan', morphology).diagnosis
        ?.message,
    ).toBe('Mind the consonant change: andma → `annan` (the nd weakens to nn).');
    const card = { type: 'VOCABULARY' as const, form: 'sõbrad', word: 'sõber', caseForm: 'NOMINATIVE' };
    expect(judge(card, 'sõprad', morphology)).toMatchObject({
      verdict: 'wrong',
      diagnosis: {
        message:
          'Mind the consonant change: here it is `sõbrad`, with b; the p belongs to other forms of sõber, such as `sõpra`.',
      },
    });
  });

  it('names it inside a translated sentence', () => {
    const ex = grammarFields('TRANSLATION', {
      source_text: 'She speaks Estonian.',
      target_text: 'Ta räägib eesti keelt.',
    });
    const j = judge(ex, 'Ta rääkib eesti keelt.', morphology);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe('Mind the consonant change: rääkima → `räägib` (the k weakens to g).');
  });

  it('keeps a real typo almost: a consonant that never alternates, another letter, diacritics', () => {
    const cabbage = { type: 'VOCABULARY' as const, form: 'kapsast', word: 'kapsas', caseForm: 'PARTITIVE' };
    expect(judge(cabbage, 'kabsast', morphology).verdict).toBe('almost');
    expect(judge(speaks, 'rääqib', morphology).verdict).toBe('almost');
    expect(judge(speaks, 'raagib', morphology).verdict).toBe('almost');
    expect(judge(speaks, 'räägb', morphology).verdict).toBe('almost');
  });

  it('never turns a typo of a letter outside the grade pairs into wrong (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...'aeilmnoruv'.split('')), (n, c) => {
        const w = 'räägib';
        const i = n % w.length;
        const typed = w.slice(0, i) + c + w.slice(i + 1);
        fc.pre(typed !== w && morphology.analyse(typed).length === 0);
        expect(judge(speaks, typed, morphology).verdict).toBe('almost');
      }),
    );
  });
});
