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

export async function createSpeller(): Promise<Speller> {
  const factory = await loadModule();
  const dir = dirname(require.resolve('dictionary-et'));
  const aff = factory.mountBuffer(readFileSync(join(dir, 'index.aff')), 'et.aff');
  const dic = factory.mountBuffer(readFileSync(join(dir, 'index.dic')), 'et.dic');
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
