import { describe, expect, it } from 'vitest';
import { compoundNumeralParadigm } from './compound-numerals.ts';
import { nominalParadigm } from './nominal-paradigm.ts';
import { parsePrincipalForms } from './principal-forms.ts';

const paradigms = new Map(
  Object.entries({
    kakskümmend: 'kakskümmend;kahekümne;kahtkümmend;kahekümnete;kahtekümneid;',
    neli: 'neli;nelja;nelja;nelja;nelju;',
    neljas: 'neljas;neljanda;neljandat;neljandate;neljandaid;',
  }).map(([lemma, p]) => [lemma, nominalParadigm(parsePrincipalForms(p))]),
);
const cell = (target: string, c: string, number = 'SINGULAR') =>
  compoundNumeralParadigm(target, paradigms)
    .filter((x) => x.case === c && x.number === number)
    .map((x) => x.form);

describe('compoundNumeralParadigm', () => {
  it('keeps the first parts of an ordinal compound in the genitive', () => {
    expect(cell('kahekümne neljas', 'ADESSIVE')).toEqual(['kahekümne neljandal']);
    expect(cell('kahekümne neljas', 'PARTITIVE')).toEqual(['kahekümne neljandat']);
    expect(cell('kahekümne neljas', 'NOMINATIVE')).toEqual(['kahekümne neljas']);
  });

  it('inflects every part of a cardinal compound, but only the last in the comitative group', () => {
    expect(cell('kakskümmend neli', 'ADESSIVE')).toEqual(['kahekümnel neljal']);
    expect(cell('kakskümmend neli', 'PARTITIVE')).toEqual(['kahtkümmend nelja']);
    expect(cell('kakskümmend neli', 'COMITATIVE')).toEqual(['kahekümne neljaga']);
    expect(cell('kakskümmend neli', 'ESSIVE')).toEqual(['kahekümne neljana']);
  });

  it('is empty for an unknown part or a single word', () => {
    expect(compoundNumeralParadigm('kolmekümne neljas', paradigms)).toEqual([]);
    expect(compoundNumeralParadigm('neljas', paradigms)).toEqual([]);
  });
});
