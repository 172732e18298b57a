import { describe, expect, it } from 'vitest';
import { cardinalWords, hasDigit, ordinalCaseBefore, ordinalWords, speakable } from './estonian-numbers.ts';

describe('cardinalWords', () => {
  it.each([
    [0, 'null'],
    [1, 'üks'],
    [7, 'seitse'],
    [10, 'kümme'],
    [11, 'üksteist'],
    [19, 'üheksateist'],
    [20, 'kakskümmend'],
    [21, 'kakskümmend üks'],
    [99, 'üheksakümmend üheksa'],
    [100, 'sada'],
    [101, 'sada üks'],
    [250, 'kakssada viiskümmend'],
    [1000, 'tuhat'],
    [1918, 'tuhat üheksasada kaheksateist'],
    [2000, 'kaks tuhat'],
    [2026, 'kaks tuhat kakskümmend kuus'],
    [10000, 'kümme tuhat'],
    [345678, 'kolmsada nelikümmend viis tuhat kuussada seitsekümmend kaheksa'],
    [1000000, 'miljon'],
    [3000001, 'kolm miljonit üks'],
  ])('%i → %s', (n, words) => expect(cardinalWords(n)).toBe(words));

  it('refuses what it cannot say', () => {
    expect(() => cardinalWords(-1)).toThrow(RangeError);
    expect(() => cardinalWords(1.5)).toThrow(RangeError);
  });
});

describe('ordinalWords', () => {
  it.each([
    [1, 'esimene'],
    [2, 'teine'],
    [3, 'kolmas'],
    [5, 'viies'],
    [10, 'kümnes'],
    [11, 'üheteistkümnes'],
    [20, 'kahekümnes'],
    [21, 'kahekümne esimene'],
    [24, 'kahekümne neljas'],
    [100, 'sajas'],
    [300, 'kolmesajas'],
    [1000, 'tuhandes'],
    [2000, 'kahetuhandes'],
    [1918, 'tuhande üheksasaja kaheksateistkümnes'],
  ])('%i → %s', (n, words) => expect(ordinalWords(n)).toBe(words));

  it('inflects only the last word, the others stay genitive', () => {
    expect(ordinalWords(5, 'adessive')).toBe('viiendal');
    expect(ordinalWords(1, 'adessive')).toBe('esimesel');
    expect(ordinalWords(2, 'inessive')).toBe('teises');
    expect(ordinalWords(24, 'adessive')).toBe('kahekümne neljandal');
    expect(ordinalWords(1918, 'adessive')).toBe('tuhande üheksasaja kaheksateistkümnendal');
    expect(ordinalWords(3, 'genitive')).toBe('kolmanda');
    expect(ordinalWords(1, 'partitive')).toBe('esimest');
    expect(ordinalWords(2, 'partitive')).toBe('teist');
    expect(ordinalWords(7, 'partitive')).toBe('seitsmendat');
    expect(ordinalWords(20, 'elative')).toBe('kahekümnendast');
  });
});

describe('ordinalCaseBefore', () => {
  it.each([
    ['peatükk', 'nominative'],
    ['mai', 'nominative'],
    ['mail', 'adessive'],
    ['veebruaril', 'adessive'],
    ['maini', 'genitive'],
    ['septembrist', 'elative'],
    ['aastal', 'adessive'],
    ['sajandil', 'adessive'],
    ['korrusel', 'adessive'],
    ['klassis', 'inessive'],
    ['aastat', 'partitive'],
    ['kass', 'nominative'],
  ] as const)('%s → %s', (noun, c) => expect(ordinalCaseBefore(noun)).toBe(c));
});

describe('speakable', () => {
  it.each([
    ['1. peatükk. Järv metsa serval', 'esimene peatükk. Järv metsa serval'],
    ['7. peatükk. Tõllu haud', 'seitsmes peatükk. Tõllu haud'],
    ['Ta sündis 5. mail.', 'Ta sündis viiendal mail.'],
    [
      'Eesti kuulutati iseseisvaks 24. veebruaril 1918. aastal.',
      'Eesti kuulutati iseseisvaks kahekümne neljandal veebruaril tuhande üheksasaja kaheksateistkümnendal aastal.',
    ],
    ['Ta elab 3. korrusel.', 'Ta elab kolmandal korrusel.'],
    ['Buss tuleb kell 14.05.', 'Buss tuleb kell neliteist null viis.'],
    ['Rong väljub 9:30.', 'Rong väljub üheksa kolmkümmend.'],
    ['Kuupäev on 24.02.1918.', 'Kuupäev on kahekümne neljas veebruar tuhat üheksasada kaheksateist.'],
    ['Piim maksab 1,25 eurot.', 'Piim maksab üks koma kaks viis eurot.'],
    ['Linnas elab 10 000 inimest.', 'Linnas elab kümme tuhat inimest.'],
    ['Hinnad tõusid 12 %.', 'Hinnad tõusid kaksteist protsenti.'],
    ['Mul on 3 õde ja 2 venda.', 'Mul on kolm õde ja kaks venda.'],
    ['Aastal 2026 Tallinnas.', 'Aastal kaks tuhat kakskümmend kuus Tallinnas.'],
    ['Ta on 5.', 'Ta on viis.'],
    ['Ilma numbriteta tekst.', 'Ilma numbriteta tekst.'],
  ])('%s', (text, spoken) => {
    expect(speakable(text)).toBe(spoken);
    expect(hasDigit(speakable(text))).toBe(false);
  });
});
