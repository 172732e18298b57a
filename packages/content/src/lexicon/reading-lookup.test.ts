// Tap-to-translate over the real pack: what a learner gets when tapping a word of a reading text or a book.
import {
  buildAnalyser,
  describeCell,
  isInvariableWordType,
  type Reading,
  tokenize,
  wordKey,
} from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { packLexicon } from '../pack/lexicon.ts';
import { readPack } from '../pack/pack.ts';

const pack = readPack();
const { lemmas, explicit } = packLexicon(pack);
const analyser = buildAnalyser(lemmas, explicit);

/** The learner app's tooltip lists this many distinct readings (apps/learner-web/src/lexicon/word-readings.ts). */
const TIP_READINGS = 4;
/** The tooltip's lines: one per distinct lemma, gloss and description, the first TIP_READINGS. */
const tipLines = (readings: readonly Reading[]) =>
  [...new Set(readings.map((r) => `${r.lemma}, ${r.translation}: ${describeCell(r)}`))].slice(
    0,
    TIP_READINGS,
  );

const texts: { where: string; text: string }[] = [
  ...pack.reading.map((f) => ({
    where: f.file,
    text: String((f.data as { content?: unknown }).content ?? ''),
  })),
  ...pack.books.flatMap((b) =>
    ((b.data as { segments?: { estonianContent?: string }[] }).segments ?? []).map((s, i) => ({
      where: `${b.file} segment ${i + 1}`,
      text: s.estonianContent ?? '',
    })),
  ),
];

describe('tapping a word of a reading text (the real pack lexicon)', () => {
  const first = (word: string) => analyser.lookUp(word)[0];

  it('reads the words of the learner report with the meaning the cards teach, first', () => {
    expect(first('täna')).toMatchObject({ lemma: 'täna', translation: 'today' });
    expect(first('või')).toMatchObject({ lemma: 'või', translation: 'or' });
    expect(first('Ilmselt')).toMatchObject({ lemma: 'ilmselt', translation: 'apparently, evidently' });
    // the quotative `olevat` ("is said to be") is read as olema, spelled as its v-participle's partitive
    expect(first('olevat')).toMatchObject({
      lemma: 'olema',
      verbForm: 'PARTICIPLE',
      variant: 'v',
      case: 'PARTITIVE',
    });
    for (const w of ['ja', 'ei', 'ka', 'Kas', 'jooksul', 'küll', 'vastu', 'ees'])
      expect(first(w), w).toMatchObject({ lemma: wordKey(w) });
    // the other readings stay: täna is also tänama's negative present, või butter and võima
    expect(analyser.lookUp('täna').map((r) => r.lemma)).toContain('tänama');
    expect(new Set(analyser.lookUp('või').map((r) => r.translation))).toEqual(
      new Set(['or', 'butter', 'can, may']),
    );
  });

  it('reads the names of the texts as names when capitalised, and the ordinary word first in lower case', () => {
    for (const [word, lemma] of [
      ['Anna', 'Anna'],
      ['Annale', 'Anna'],
      ['Mari', 'Mari'],
      ['Pille', 'Pille'],
      ['Pillet', 'Pille'],
      ['Malle', 'Malle'],
      ['Mallele', 'Malle'],
      ['Toomas', 'Toomas'],
      ['Mark', 'Mark'],
    ] as const)
      expect(first(word), word).toMatchObject({ lemma, translation: expect.stringMatching(/name\)$/) });
    expect(first('anna')).toMatchObject({ lemma: 'andma' });
    expect(first('mari')).toMatchObject({ lemma: 'mari', translation: 'berry' });
    expect(first('pille')).toMatchObject({ lemma: 'pill' });
  });

  it('reads päris, kõrvale, järgi, kogu and kõige as the adverb or postposition first, the other readings after', () => {
    const firstTwo = (w: string) =>
      [...new Set(analyser.lookUp(w).map((r) => `${r.lemma} ${r.wordType}`))].slice(0, 2);
    expect(firstTwo('päris')).toEqual(['päris ADVERB', 'päris ADJECTIVE']);
    expect(analyser.lookUp('päris').map((r) => r.lemma)).toContain('pärima');
    expect(firstTwo('kõrvale')).toEqual(['kõrvale PREPOSITION', 'kõrv NOUN']);
    expect(firstTwo('järgi')).toEqual(['järgi PREPOSITION', 'järgima VERB']);
    expect(firstTwo('Kogu')[0]).toBe('kogu ADVERB');
    expect(firstTwo('kõige')).toEqual(['kõige ADVERB', 'kõik PRONOUN']);
  });

  it('reads the compounds and hyphenated words of the A2 texts', () => {
    for (const [word, lemma] of [
      ['Rongkäik', 'rongkäik'],
      ['Pererahvas', 'pererahvas'],
      ['Põllutööd', 'põllutöö'],
      ['Praamisõit', 'praamisõit'],
      ['Paberlehte', 'paberleht'],
      ['oodatum', 'oodatud'],
      ['üheksa-aastane', 'aastane'],
      ['Lõuna-Eestisse', 'Eesti'],
    ] as const)
      expect(first(word), word).toMatchObject({ lemma });
    expect(first('sõnajalaõit')).toMatchObject({ lemma: 'sõnajalaõis', case: 'PARTITIVE' });
  });

  it('shows the invariable reading of every text word that has one within the tooltip', () => {
    const cut: string[] = [];
    for (const { where, text } of texts) {
      for (const t of tokenize(text)) {
        if (!t.word) continue;
        const readings = analyser.lookUp(t.text);
        const invariable = readings.filter((r) => isInvariableWordType(r.wordType));
        if (!invariable.length) continue;
        const lines = tipLines(readings);
        for (const r of invariable)
          if (!lines.includes(`${r.lemma}, ${r.translation}: `))
            cut.push(`${where}: ${t.text} (${r.translation})`);
      }
    }
    expect(cut).toEqual([]);
  });

  it('reads every word a text uses five times or more, names aside', () => {
    const counts = new Map<string, { n: number; lower: number }>();
    for (const { text } of texts) {
      for (const t of tokenize(text)) {
        if (!t.word || analyser.lookUp(t.text).length) continue;
        const c = counts.get(wordKey(t.text)) ?? { n: 0, lower: 0 };
        c.n++;
        if (t.text === wordKey(t.text)) c.lower++;
        counts.set(wordKey(t.text), c);
      }
    }
    // a word never written in lower case is a name (Liisa, Vanapagan, Saaremaa)
    const unread = [...counts].filter(([, c]) => c.n >= 5 && c.lower > 0).map(([w]) => w);
    expect(unread).toEqual([]);
  });
});
