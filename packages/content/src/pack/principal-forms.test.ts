import { describe, expect, it } from 'vitest';
import type { PackLemma, PackLexicon } from './lexicon.ts';
import { countPrincipalForms } from './principal-forms.ts';

const lemma = (l: string, wordType: PackLemma['wordType'], principalForms: string): PackLemma => ({
  lemma: l,
  wordType,
  translation: l,
  principalForms,
  level: 'A0',
  file: 'lexicon/A0.csv',
  line: 2,
});

const lexicon: PackLexicon = {
  lemmas: [
    lemma('maja', 'NOUN', 'maja;maja;maja;majade;maju;majja'),
    lemma('suur', 'ADJECTIVE', 'suur;suure;suurt;suurte;suuri;'),
    lemma('lugema', 'VERB', 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse'),
    lemma('tulema', 'VERB', 'tulema;tulla;tulen;tuli;tulnud;tuldud;tullakse'),
    // a homonym row: one more row, not one more lemma
    lemma('palk', 'NOUN', 'palk;palga;palka;palkade;palku;'),
    lemma('palk', 'NOUN', 'palk;palgi;palki;palkide;palke;'),
    lemma('mina', 'PRONOUN', ''),
    lemma('üks', 'NUMERAL', ''),
  ],
  explicit: {},
};

const card = (word: string, wordType: string, form: string, caseForm = '', number = '', verbForm = '') => ({
  word,
  wordType,
  form,
  caseForm,
  number,
  verbForm,
});

describe('principal forms as a system', () => {
  it('counts distinct lemmas with principal forms or a built-in or explicit paradigm', () => {
    // palk twice counts once; mina has a built-in paradigm; üks has neither
    expect(countPrincipalForms([], lexicon).lemmasWithPrincipalForms).toBe(6);
    expect(
      countPrincipalForms([], { ...lexicon, explicit: { üks: { singular: { NOMINATIVE: 'üks' } } } })
        .lemmasWithPrincipalForms,
    ).toBe(7);
  });

  it('counts a noun or adjective once it has genitive sg, partitive sg and partitive pl cards', () => {
    const cards = [
      card('maja', 'NOUN', 'maja', 'GENITIVE'),
      card('maja', 'NOUN', 'maja', 'PARTITIVE', 'SINGULAR'),
      card('suur', 'ADJECTIVE', 'suure', 'GENITIVE'),
      card('suur', 'ADJECTIVE', 'suurt', 'PARTITIVE'),
      // the genitive plural is not the partitive plural
      card('suur', 'ADJECTIVE', 'suurte', 'GENITIVE', 'PLURAL'),
    ];
    expect(countPrincipalForms(cards, lexicon).nominalsPractised).toBe(0);
    cards.push(card('maja', 'NOUN', 'maju', 'PARTITIVE', 'PLURAL'));
    expect(countPrincipalForms(cards, lexicon).nominalsPractised).toBe(1);
    cards.push(card('suur', 'ADJECTIVE', 'suuri', 'PARTITIVE', 'PLURAL'));
    expect(countPrincipalForms(cards, lexicon).nominalsPractised).toBe(2);
  });

  it('counts a verb once it has ma-infinitive, da-infinitive and present cards (not another infinitive form)', () => {
    const cards = [
      card('lugema', 'VERB', 'lugema', '', '', 'INFINITIVE'),
      card('lugema', 'VERB', 'lugemas', '', '', 'INFINITIVE'),
      card('lugema', 'VERB', 'loeb', '', '', 'PRESENT'),
      card('tulema', 'VERB', 'tulema', '', '', 'INFINITIVE'),
      card('tulema', 'VERB', 'tulla', '', '', 'INFINITIVE'),
      card('tulema', 'VERB', 'tuli', '', '', 'PAST'),
    ];
    expect(countPrincipalForms(cards, lexicon).verbsPractised).toBe(0);
    cards.push(card('lugema', 'VERB', 'lugeda', '', '', 'INFINITIVE'));
    cards.push(card('tulema', 'VERB', 'Tulen', '', '', 'PRESENT'));
    expect(countPrincipalForms(cards, lexicon).verbsPractised).toBe(2);
  });

  it('ignores cards of words the lexicon does not have', () => {
    const cards = [
      card('kass', 'NOUN', 'kassi', 'GENITIVE'),
      card('kass', 'NOUN', 'kassi', 'PARTITIVE'),
      card('kass', 'NOUN', 'kasse', 'PARTITIVE', 'PLURAL'),
    ];
    expect(countPrincipalForms(cards, lexicon).nominalsPractised).toBe(0);
  });
});
