import type { DbOrTrx } from '@keelerada/db';
import { type PackLexicon, packLexicon } from '../pack/lexicon.ts';
import { readPack } from '../pack/pack.ts';
import { DATA_DIR } from '../pack/paths.ts';
import { contentHash } from './content-hash.ts';
import { type Counts, decide, emptyCounts } from './upsert.ts';

/** The pack's lexicon (data/lexicon/*.csv and paradigms.json), read from `dataDir`. */
export const readPackLexicon = (dataDir: string = DATA_DIR): PackLexicon =>
  packLexicon(readPack(dataDir, (file) => file.startsWith('lexicon/')));

const lexiconKey = (lemma: string, translation: string) => `lexicon:${contentHash([lemma, translation])}`;

type LemmaValues = {
  lemma: string;
  word_type: string;
  translation: string;
  principal_forms: string;
  paradigm: Record<string, Record<string, string>> | null;
  level: string;
};

/** A stored row's content values in the order the pack's values are hashed. */
const stored = (r: LemmaValues): LemmaValues => ({
  lemma: r.lemma,
  word_type: r.word_type,
  translation: r.translation,
  principal_forms: r.principal_forms,
  paradigm: r.paradigm,
  level: r.level,
});

/**
 * Upserts the lexicon by the pack's rule (upsert.ts `decide`): new lemmas are inserted, lemmas the pack changed are
 * updated, lemmas an admin edited (or deleted) are left alone. A lemma's explicit paradigm (paradigms.json) is
 * stored with it.
 */
export async function loadLexicon(db: DbOrTrx, lexicon: PackLexicon, deleted: Set<string>): Promise<Counts> {
  const counts = emptyCounts();
  const existing = await db
    .selectFrom('lexicon_lemmas')
    .select([
      'id',
      'content_key',
      'content_hash',
      'lemma',
      'word_type',
      'translation',
      'principal_forms',
      'paradigm',
      'level',
    ])
    .execute();
  const byKey = new Map(existing.filter((e) => e.content_key).map((e) => [e.content_key!, e]));
  const byIdentity = new Set(existing.map((e) => `${e.lemma}\u0000${e.translation}`));
  const inPack = new Set<string>();
  for (const l of lexicon.lemmas) {
    const v: LemmaValues = {
      lemma: l.lemma,
      word_type: l.wordType,
      translation: l.translation,
      principal_forms: l.principalForms,
      paradigm: (lexicon.explicit[l.lemma] ?? null) as LemmaValues['paradigm'],
      level: l.level,
    };
    const key = lexiconKey(l.lemma, l.translation);
    const row = byKey.get(key);
    const identity = `${l.lemma}\u0000${l.translation}`;
    const outcome = inPack.has(key)
      ? 'skipped'
      : row
        ? decide({ storedHash: row.content_hash, currentValues: stored(row) }, v)
        : deleted.has(key) || byIdentity.has(identity)
          ? 'skipped'
          : 'created';
    counts[outcome]++;
    inPack.add(key);
    const values = {
      ...v,
      paradigm: v.paradigm === null ? null : JSON.stringify(v.paradigm),
      content_hash: contentHash(v),
    };
    if (outcome === 'created') {
      await db
        .insertInto('lexicon_lemmas')
        .values({ ...values, content_key: key })
        .execute();
      byIdentity.add(identity);
    } else if (outcome === 'updated' && row) {
      await db
        .updateTable('lexicon_lemmas')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return counts;
}
