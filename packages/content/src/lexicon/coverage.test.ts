// Tap-to-translate coverage: the share of word tokens a learner reads that the lexicon analyser reads, per level.
import { buildAnalyser, type LexiconLemma } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { packLexicon } from '../pack/lexicon.ts';
import { readPack } from '../pack/pack.ts';
import { formatCoverage, learnerTexts, lexiconCoverage } from './coverage.ts';

const LEMMAS: LexiconLemma[] = [
  {
    lemma: 'maja',
    wordType: 'NOUN',
    translation: 'house',
    principalForms: 'maja;maja;maja;majade;maju;majja',
  },
  { lemma: 'ja', wordType: 'CONJUNCTION', translation: 'and', principalForms: '' },
];

describe('lexiconCoverage', () => {
  const analyser = buildAnalyser(LEMMAS);

  it('counts the word tokens of each level and the unread ones, commonest first, names marked', () => {
    const coverage = lexiconCoverage(
      [
        { level: 'A0', where: 'a', text: 'Majas ja majja, Liisa. Kuur ja kuur!' },
        { level: 'B1', where: 'b', text: 'Liisa maja.' },
      ],
      analyser,
    );
    expect(coverage).toEqual([
      {
        level: 'A0',
        tokens: 7,
        unread: 3,
        unreadWords: 2,
        words: [
          { word: 'kuur', count: 2, lowerCase: true },
          { word: 'liisa', count: 1, lowerCase: false },
        ],
      },
      {
        level: 'B1',
        tokens: 2,
        unread: 1,
        unreadWords: 0,
        words: [{ word: 'liisa', count: 1, lowerCase: false }],
      },
    ]);
    expect(formatCoverage(coverage)).toContain(
      'A0: 7 tokens, 3 unread (2 names aside), 57.1% read\n  kuur 2, liisa* 1',
    );
  });
});

describe('the real pack: what a learner taps is in the lexicon', () => {
  const pack = readPack();
  const { lemmas, explicit } = packLexicon(pack);
  const coverage = lexiconCoverage(learnerTexts(pack), buildAnalyser(lemmas, explicit));

  it('reads the card contexts with the gap filled by the card form', () => {
    const texts = learnerTexts(pack).filter((t) => t.where.startsWith('vocabulary/'));
    expect(texts.length).toBeGreaterThan(2800);
    expect(texts.some((t) => t.text.includes('___'))).toBe(false);
  });

  it('reads at least 97% of the word tokens of every level', () => {
    const low = coverage
      .filter((c) => c.tokens - c.unread < 0.97 * c.tokens)
      .map((c) => `${c.level}: ${c.unread} of ${c.tokens} unread`);
    expect(low, formatCoverage(coverage)).toEqual([]);
  });

  it('reads every word used three times or more at A2 and B1, names aside', () => {
    const unread = coverage
      .filter((c) => ['A21', 'A22', 'B1'].includes(c.level))
      .flatMap((c) => c.words.filter((w) => w.count >= 3 && w.lowerCase))
      .map((w) => `${w.word} ${w.count}`);
    expect(unread).toEqual([]);
  });
});
