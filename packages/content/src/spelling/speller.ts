// Estonian spell-checking with hunspell-asm + dictionary-et (nspell hangs on this dictionary; see TOOLCHAIN.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadModule } from 'hunspell-asm';

export interface Speller {
  /** True when hunspell accepts the token (tries the lower-cased form for sentence-initial capitals). */
  correct(token: string): boolean;
  suggest(token: string): string[];
  dispose(): void;
}

const require = createRequire(import.meta.url);

/**
 * dictionary-et spells š and ž the legacy way, as ð and þ (its TRY line and entries use them), so tokens are mapped
 * to that alphabet before hunspell sees them.
 */
export function toDictionaryAlphabet(token: string): string {
  return token.replace(/š/g, 'ð').replace(/Š/g, 'Ð').replace(/ž/g, 'þ').replace(/Ž/g, 'Þ');
}

/** The .aff without its compound rules (COMPOUNDFLAG, COMPOUNDMIN …): a speller that accepts no compounds. */
export function strictAff(aff: string): string {
  return aff
    .split('\n')
    .filter((line) => !/^COMPOUND/.test(line))
    .join('\n');
}

/**
 * The Estonian speller. `strict` switches compounding off (dictionary-et accepts `raamatutt` as raamat + utt), for
 * checking generated paradigms form by form.
 */
export async function createSpeller(options: { strict?: boolean } = {}): Promise<Speller> {
  const factory = await loadModule();
  const dir = dirname(require.resolve('dictionary-et'));
  const affText = readFileSync(join(dir, 'index.aff'), 'utf8');
  const affFile = options.strict ? 'et-strict.aff' : 'et.aff';
  const aff = factory.mountBuffer(
    Buffer.from(options.strict ? strictAff(affText) : affText, 'utf8'),
    affFile,
  );
  const dic = factory.mountBuffer(
    readFileSync(join(dir, 'index.dic')),
    options.strict ? 'et-strict.dic' : 'et.dic',
  );
  const hs = factory.create(aff, dic);
  return {
    correct(raw) {
      const token = toDictionaryAlphabet(raw);
      if (hs.spell(token)) return true;
      const lower = token.toLocaleLowerCase('et');
      return lower !== token && hs.spell(lower);
    },
    suggest: (token) => hs.suggest(token),
    dispose: () => hs.dispose(),
  };
}

/** Splits Estonian text into word tokens (letters incl. õäöüšž, inner hyphens kept). */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? [];
}
