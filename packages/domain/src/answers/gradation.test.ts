import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnoseGradation } from './gradation.ts';

describe('diagnoseGradation', () => {
  it('names the weak grade the lemma does not show (k ~ g, t ~ d, p ~ b, kk ~ k, tt ~ t, ss ~ s)', () => {
    expect(diagnoseGradation('rääkib', 'räägib', 'rääkima')?.message).toBe(
      'Mind the consonant change: rääkima → `räägib` (the k weakens to g).',
    );
    expect(diagnoseGradation('vaatata', 'vaadata', 'vaatama')?.message).toContain('(the t weakens to d)');
    expect(diagnoseGradation('tapab', 'tabab', 'tapma')?.message).toContain('(the p weakens to b)');
    expect(diagnoseGradation('lukku', 'luku', 'lukk')?.message).toContain('(the kk weakens to k)');
    expect(diagnoseGradation('kotti', 'koti', 'kott')?.message).toContain('(the tt weakens to t)');
    expect(diagnoseGradation('poissi', 'poisi', 'poiss')?.confusion).toBe('weak grade ↔ strong grade');
  });

  it('names the strong grade where the lemma has the weak one', () => {
    const d = diagnoseGradation('sõbra', 'sõpra', 'sõber');
    expect(d?.message).toBe('Mind the consonant change: sõber → `sõpra` (the b strengthens to p).');
    expect(d?.confusion).toBe('strong grade ↔ weak grade');
  });

  it('finds the other grade in another form of the paradigm, and in one word of a phrase', () => {
    expect(diagnoseGradation('sõprad', 'sõbrad', 'sõber')).toBeUndefined();
    expect(diagnoseGradation('sõprad', 'sõbrad', 'sõber', ['sõber', 'sõbra', 'sõpra'])?.message).toContain(
      'such as `sõpra`',
    );
    expect(diagnoseGradation('ei rääki', 'ei räägi', 'rääkima')?.message).toBe(
      'Mind the consonant change: rääkima → `ei räägi` (the k weakens to g).',
    );
  });

  it('is nothing for a typo: another letter, a consonant that never alternates, an ending, diacritics', () => {
    expect(diagnoseGradation('rääqib', 'räägib', 'rääkima')).toBeUndefined();
    expect(diagnoseGradation('kabsast', 'kapsast', 'kapsas', ['kapsas', 'kapsa', 'kapsast'])).toBeUndefined();
    expect(diagnoseGradation('koolite', 'koolide', 'kool', ['kool', 'kooli', 'koolide'])).toBeUndefined();
    expect(diagnoseGradation('kassit', 'kassid', 'kass')).toBeUndefined();
    expect(diagnoseGradation('raagib', 'räägib', 'rääkima')).toBeUndefined();
    expect(diagnoseGradation('räägib', 'räägib', 'rääkima')).toBeUndefined();
  });

  it('never names a letter outside the grade pairs (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('räägib', 'õpin', 'sõbra', 'lugesin', 'kapsast', 'kirjutan'),
        fc.nat(),
        fc.constantFrom(...'aeiloumnrvõäöü'.split('')),
        (w, n, c) => {
          const i = n % w.length;
          const changed = w.slice(0, i) + c + w.slice(i + 1);
          const inserted = w.slice(0, i) + c + w.slice(i);
          for (const typed of [changed, inserted])
            if (!/nn|ll|rr|mm/u.test(typed)) expect(diagnoseGradation(typed, w, w)).toBeUndefined();
        },
      ),
    );
  });
});
