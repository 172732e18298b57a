import { describe, expect, it } from 'vitest';
import { checkQuestionAnswer } from '../reading/reading-question.ts';
import { judge } from './judge.ts';
import { answerTokens, containedKey } from './short-answer.ts';

// keys as the pack gives them (data/reading/…)
const COLOUR = [
  'red',
  'punane',
  'red apple',
  'a red one',
  'a red apple',
  'punane õun',
  'it is red',
  "it's red",
];
const SOFA = ['on the sofa', 'on the couch', 'sofa', 'couch', 'the sofa', 'diivanil', 'ta magab diivanil'];
const PARKING = [
  'park',
  'pargid',
  'kohvikud',
  'kohvik',
  'mänguväljak',
  'mänguväljakud',
  'park, kohvikud ja mänguväljak',
  'a park',
  'cafés',
  'playground',
];
const PRICE = ['64 euros', 'sixty-four euros', '64', '€64', '64 eurot', 'kuuskümmend neli eurot'];
const REST = ['a week', 'one week', 'for a week', 'nädal', 'üks nädal', 'nädala'];
const PAY = ['12,50', '12,50 euros', '12.50', 'twelve euros fifty'];
const SAUSAGE = ['verivorsti', 'verivorst', 'the blood sausage'];
const TRIP = ['Hiiumaale', 'Hiiumaa', 'to Hiiumaa'];
const DOG = ['a small dog without an owner', 'a small dog', 'väike koer'];
const FIT = ['the sofa', 'sofa', 'diivan', 'the sofa did not fit', 'diivan ei mahtunud'];

const short = (keys: string[]) => ({
  type: 'READING_QUESTION' as const,
  questionType: 'short_answer' as const,
  correctAnswer: keys,
});

describe('short answers: a complete answer around a key is right (learner report, defect 3)', () => {
  it.each([
    [PARKING, 'park ja kohvikud'],
    [PARKING, 'Seal on nüüd park.'],
    [PARKING, 'a park and cafés'],
    [PARKING, 'mänguväljakud'],
    [SOFA, 'She sleeps on the sofa.'],
    [COLOUR, 'The apple is red.'],
    [PRICE, 'It costs 64 euros.'],
    [REST, 'He must rest for a week.'],
    [SAUSAGE, 'Nad sõid verivorsti.'],
    [TRIP, 'Nad tahavad minna Hiiumaale.'],
  ])('%j accepts %j', (keys, answer) => {
    expect(judge(short(keys), answer).verdict).toBe('correct');
    expect(checkQuestionAnswer('short_answer', keys, answer)).toBe(true);
  });

  it('reports the longest key found as the one matched', () => {
    expect(judge(short(SOFA), 'Miisu sleeps on the sofa in the daytime').matched).toBe('on the sofa');
    expect(containedKey(DOG, 'It was a small dog without an owner.')).toBe('a small dog without an owner');
  });

  it('accepts a second clause that starts with its own subject, and a second sentence', () => {
    expect(containedKey(SOFA, 'She sleeps on the sofa and she is happy.')).toBe('on the sofa');
    expect(containedKey(COLOUR, 'Red. It is a big apple.')).toBe('red');
  });

  it('keeps a number with a decimal comma or an ordinal full stop whole', () => {
    expect(containedKey(PAY, 'She pays 12,50 euros.')).toBe('12,50 euros');
    expect(containedKey(['20. augustil 1991'], 'See oli 20. augustil 1991.')).toBe('20. augustil 1991');
  });
});

describe('short answers: what a teacher would not accept stays wrong', () => {
  it('matches whole words only', () => {
    expect(containedKey(PRICE, 'It costs 164 euros.')).toBeUndefined();
    expect(containedKey(PARKING, 'Seal on parkla.')).toBeUndefined();
    expect(containedKey(COLOUR, 'It is reddish.')).toBeUndefined();
    expect(judge(short(COLOUR), 'green').verdict).toBe('wrong');
  });

  it('refuses a key that the answer negates, in English or Estonian', () => {
    for (const a of [
      'not red',
      'The apple is not red.',
      "The apple isn't red",
      'It’s not red',
      'no, red is wrong',
      'Õun ei ole punane.',
      'Õun pole punane',
      'mitte park',
      'Ta ei maga diivanil.',
      'She never sleeps on the sofa.',
      'on the floor, without the sofa',
    ])
      expect([a, containedKey([...COLOUR, ...PARKING, ...SOFA], a)]).toEqual([a, undefined]);
  });

  it('accepts a negation that is part of a key', () => {
    expect(containedKey(FIT, 'The sofa did not fit through the door.')).toBe('the sofa did not fit');
    expect(containedKey(FIT, 'Diivan ei mahtunud uksest sisse.')).toBe('diivan ei mahtunud');
    expect(containedKey(DOG, 'a small dog without an owner')).toBe('a small dog without an owner');
  });

  it('refuses a hedge between candidates', () => {
    for (const a of [
      'red or green',
      'red/green',
      'punane või roheline',
      'either red or green',
      'park või parkla',
    ])
      expect([a, containedKey([...COLOUR, ...PARKING], a)]).toEqual([a, undefined]);
  });

  it('refuses a list that adds candidates of its own', () => {
    for (const [keys, a] of [
      [COLOUR, 'red and green'],
      [COLOUR, 'red, green, blue, yellow'],
      [COLOUR, 'Red? Green?'],
      [COLOUR, 'Red. Green.'],
      [PARKING, 'park, autod, bussid'],
      [PARKING, 'park ja parkla'],
      [SOFA, 'on the sofa and on the bed'],
      [SOFA, 'She sleeps on the sofa, on the bed and on the floor.'],
      [PRICE, '64 euros and 50 cents'],
      [TRIP, 'Hiiumaale, Saaremaale'],
    ] as const)
      expect([a, containedKey(keys, a)]).toEqual([a, undefined]);
  });

  it('takes two accepted keys together as one right answer', () => {
    expect(containedKey(PARKING, 'park, kohvikud')).toBe('park');
    expect(containedKey(COLOUR, 'red (punane)')).toBe('red');
  });

  it('judges an empty or punctuation-only answer wrong', () => {
    expect(containedKey(COLOUR, '')).toBeUndefined();
    expect(containedKey(COLOUR, ' ?! ')).toBeUndefined();
    expect(judge(short(COLOUR), '...').verdict).toBe('wrong');
  });

  it('leaves multiple-choice and true/false questions exact', () => {
    const mc = { ...short(['In Tartu']), questionType: 'multiple_choice' as const };
    expect(judge(mc, 'She lives in Tartu').verdict).toBe('wrong');
    const tf = { ...short(['False']), questionType: 'true_false' as const };
    expect(judge(tf, 'It is false').verdict).toBe('wrong');
  });
});

describe('answerTokens', () => {
  it('reads separators, n’t and numbers as the rule needs them', () => {
    expect(answerTokens("It isn't red, it's 12,50€; or/and?")).toEqual([
      'it',
      'is',
      'not',
      'red',
      '\u0000,',
      'it',
      's',
      '12',
      '50',
      '\u0000,',
      'or',
      '\u0000/',
      'and',
    ]);
  });
});
