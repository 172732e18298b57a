// Tap-to-translate coverage: how many word tokens of the texts a learner reads (reading texts, book segments, card
// practice contexts with the gap filled) the lexicon analyser reads, per level, and the commonest words it cannot.
import { type Analyser, tokenize, wordKey } from '@keelerada/domain';
import { type ContentPack, jsonItems, rowRecord } from '../pack/pack.ts';

/** One text a learner reads, with its level and where it is. */
export interface LearnerText {
  level: string;
  where: string;
  text: string;
}

export interface UnreadWord {
  word: string;
  count: number;
  /** Written in lower case at least once in the whole pack: a name (Liisa, Saaremaa) never is. */
  lowerCase: boolean;
}

export interface LevelCoverage {
  level: string;
  tokens: number;
  unread: number;
  /** Unread tokens of words that are written in lower case somewhere (names aside). */
  unreadWords: number;
  /** Unread words, commonest first (ties alphabetical). */
  words: UnreadWord[];
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/** Every reading text, book segment and card practice context (gap filled with the card's form) of the pack. */
export function learnerTexts(pack: ContentPack): LearnerText[] {
  const texts: LearnerText[] = [];
  for (const f of pack.reading) {
    for (const item of jsonItems(f.data)) {
      const level = str(item.level) || (/^reading\/([^/]+)\//.exec(f.file)?.[1] ?? '');
      texts.push({ level, where: f.file, text: str(item.content) });
    }
  }
  for (const b of pack.books) {
    for (const book of jsonItems(b.data)) {
      const segments = Array.isArray(book.segments) ? jsonItems(book.segments) : [];
      segments.forEach((s, i) => {
        texts.push({
          level: str(book.level),
          where: `${b.file} segment ${i + 1}`,
          text: str(s.estonianContent),
        });
      });
    }
  }
  for (const f of pack.vocabulary) {
    for (const row of f.rows) {
      const r = rowRecord(f.header, row.cells);
      if (!r.practiceContext) continue;
      texts.push({
        level: r.level ?? '',
        where: `${f.file} line ${row.line}`,
        text: r.practiceContext.replace('___', r.form ?? ''),
      });
    }
  }
  return texts;
}

/** Per level (in first-seen order), the word tokens and those the analyser has no reading for. */
export function lexiconCoverage(texts: readonly LearnerText[], analyser: Analyser): LevelCoverage[] {
  const lowerCase = new Set<string>();
  const levels = new Map<string, { tokens: number; unread: Map<string, number> }>();
  for (const { level, text } of texts) {
    const entry = levels.get(level) ?? { tokens: 0, unread: new Map<string, number>() };
    levels.set(level, entry);
    for (const t of tokenize(text)) {
      if (!t.word) continue;
      const key = wordKey(t.text);
      if (t.text === key) lowerCase.add(key);
      entry.tokens++;
      if (analyser.lookUp(t.text).length) continue;
      entry.unread.set(key, (entry.unread.get(key) ?? 0) + 1);
    }
  }
  return [...levels].map(([level, { tokens, unread }]) => {
    const words = [...unread]
      .map(([word, count]) => ({ word, count, lowerCase: lowerCase.has(word) }))
      .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, 'et'));
    const sum = (list: UnreadWord[]) => list.reduce((n, w) => n + w.count, 0);
    return {
      level,
      tokens,
      unread: sum(words),
      unreadWords: sum(words.filter((w) => w.lowerCase)),
      words,
    };
  });
}

/** A short printable summary: one line per level, then its commonest unread words. */
export function formatCoverage(coverage: readonly LevelCoverage[], top = 30): string {
  return coverage
    .map((c) => {
      const pct = c.tokens ? ((100 * (c.tokens - c.unread)) / c.tokens).toFixed(1) : '100.0';
      const list = c.words
        .slice(0, top)
        .map((w) => `${w.word}${w.lowerCase ? '' : '*'} ${w.count}`)
        .join(', ');
      return `${c.level}: ${c.tokens} tokens, ${c.unread} unread (${c.unreadWords} names aside), ${pct}% read\n  ${list}`;
    })
    .join('\n');
}
