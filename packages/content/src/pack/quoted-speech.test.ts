import { describe, expect, it } from 'vitest';
import { quotedSpeechProblem } from './quoted-speech.ts';

describe('quoted speech by the Estonian rule', () => {
  it.each([
    '„Ma söön putru“, vastab Mati.',
    '„Kas sa tuled?“ küsis ema.',
    '„Tule siia!“ hüüdis isa.',
    'Ema ütles: „Ma tulen homme.“ Siis läks ta ära.',
    'Mati vastab: „Ma söön putru.“\n\nEma naeratab.',
    '„Ma tulen“, ütles ta, „aga hiljem.“',
    'Tekst ilma otsekõneta, aga komaga.',
  ])('accepts %s', (text) => expect(quotedSpeechProblem(text)).toBeNull());

  it.each([
    ['„Ma söön putru,“ vastab Mati.', /comma goes after the closing quote/],
    ['„Ma söön putru.“ vastab Mati.', /ends without a full stop/],
    ['„Kas sa tuled?“, küsis ema.', /no comma after a quote that ends in \? or !/],
    ['„Tule siia!“, hüüdis isa.', /no comma after a quote/],
  ])('rejects %s', (text, why) => expect(quotedSpeechProblem(text)).toMatch(why));
});
