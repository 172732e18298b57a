import { describe, expect, it } from 'vitest';
import { pronounVariants } from './pronoun-variants.ts';

describe('pronounVariants', () => {
  it('gives the long and the short pronoun, and a first-person subject left out', () => {
    expect(pronounVariants('Ma tahan eesti keelt õppida.')).toEqual([
      'Ma tahan eesti keelt õppida.',
      'Mina tahan eesti keelt õppida.',
      'Tahan eesti keelt õppida.',
    ]);
  });

  it('leaves out a subject after the verb, closing the space, and after an opening quote, keeping the capital', () => {
    expect(pronounVariants('Eile sõitsin ma bussiga tööle.')).toContain('Eile sõitsin bussiga tööle.');
    expect(pronounVariants('„Ma söön putru,“ vastab Mati.')).toContain('„Söön putru,“ vastab Mati.');
  });

  it('varies every pronoun of the sentence, possessives too', () => {
    const all = pronounVariants('Ma helistan su emale.');
    expect(all).toContain('Helistan sinu emale.');
    expect(all).toContain('Mina helistan su emale.');
    expect(all).toHaveLength(6);
  });

  it('never shortens meie or teie (also genitives: "meie maja" has no short form) nor leaves them out', () => {
    expect(pronounVariants('Meie maja on suur.')).toEqual(['Meie maja on suur.']);
    expect(pronounVariants('Me elame Tartus.')).toEqual([
      'Me elame Tartus.',
      'Meie elame Tartus.',
      'Elame Tartus.',
    ]);
  });

  it('never leaves out a third-person subject, nor a pronoun before punctuation or at the end', () => {
    expect(pronounVariants('Ta on kodus.')).toEqual(['Ta on kodus.', 'Tema on kodus.']);
    expect(pronounVariants('Kas tuled ka sa?')).toEqual(['Kas tuled ka sa?', 'Kas tuled ka sina?']);
  });

  it('keeps a sentence without pronouns as it is, and does not touch words that only contain one', () => {
    expect(pronounVariants('Mais on kolmkümmend üks päeva.')).toEqual(['Mais on kolmkümmend üks päeva.']);
  });
});
