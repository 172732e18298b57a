import { describe, expect, it } from 'vitest';
import { diagnoseOtherForm } from './diagnose.ts';
import { fakeMorphology } from './fake-morphology.test-helper.ts';

describe('diagnoseOtherForm', () => {
  it('names the form given and the form the sentence needs', () => {
    expect(diagnoseOtherForm(fakeMorphology, 'kooli', { expected: 'koolis', lemma: 'kool' })?.message).toBe(
      "`kooli` is the genitive (or short illative) of kool. Here you need the inessive, `koolis` — 'in the school'.",
    );
  });

  it('gives no diagnosis for the same form in another spelling: "mina is the nominative … you need the nominative" said nothing', () => {
    expect(diagnoseOtherForm(fakeMorphology, 'mina', { expected: 'ma', lemma: 'mina' })).toBeUndefined();
    expect(diagnoseOtherForm(fakeMorphology, 'mind', { expected: 'ma', lemma: 'mina' })?.kind).toBe(
      'other-form',
    );
  });
});
