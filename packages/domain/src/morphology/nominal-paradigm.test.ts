import { describe, expect, it } from 'vitest';
import { CASES } from '../admin/enums.ts';
import type { ParadigmCell } from './labels.ts';
import { nominalParadigm } from './nominal-paradigm.ts';
import { parsePrincipalForms } from './principal-forms.ts';

/** case → [singular, plural], parallel forms joined by ~ in the order generated. */
function declension(cells: ParadigmCell[]): Record<string, [string, string]> {
  const out: Record<string, [string, string]> = {};
  for (const c of CASES) {
    const of = (n: string) =>
      cells
        .filter((x) => x.case === c && x.number === n)
        .map((x) => x.form)
        .join('~');
    out[c] = [of('SINGULAR'), of('PLURAL')];
  }
  return out;
}

const decline = (principal: string) => declension(nominalParadigm(parsePrincipalForms(principal)));

/** Reference paradigms (standard grammar): nominative, genitive, partitive, illative … comitative. */
const PARADIGMS: Record<string, [string, string[][]]> = {
  maja: [
    'maja;maja;maja;majade;maju;majja',
    [
      ['maja', 'majad'],
      ['maja', 'majade'],
      ['maja', 'maju'],
      ['majasse~majja', 'majadesse'],
      ['majas', 'majades'],
      ['majast', 'majadest'],
      ['majale', 'majadele'],
      ['majal', 'majadel'],
      ['majalt', 'majadelt'],
      ['majaks', 'majadeks'],
      ['majani', 'majadeni'],
      ['majana', 'majadena'],
      ['majata', 'majadeta'],
      ['majaga', 'majadega'],
    ],
  ],
  kool: [
    'kool;kooli;kooli;koolide;koole;kooli',
    [
      ['kool', 'koolid'],
      ['kooli', 'koolide'],
      ['kooli', 'koole'],
      ['koolisse~kooli', 'koolidesse'],
      ['koolis', 'koolides'],
      ['koolist', 'koolidest'],
      ['koolile', 'koolidele'],
      ['koolil', 'koolidel'],
      ['koolilt', 'koolidelt'],
      ['kooliks', 'koolideks'],
      ['koolini', 'koolideni'],
      ['koolina', 'koolidena'],
      ['koolita', 'koolideta'],
      ['kooliga', 'koolidega'],
    ],
  ],
  jõgi: [
    'jõgi;jõe;jõge;jõgede;jõgesid;jõkke',
    [
      ['jõgi', 'jõed'],
      ['jõe', 'jõgede'],
      ['jõge', 'jõgesid'],
      ['jõesse~jõkke', 'jõgedesse'],
      ['jões', 'jõgedes'],
      ['jõest', 'jõgedest'],
      ['jõele', 'jõgedele'],
      ['jõel', 'jõgedel'],
      ['jõelt', 'jõgedelt'],
      ['jõeks', 'jõgedeks'],
      ['jõeni', 'jõgedeni'],
      ['jõena', 'jõgedena'],
      ['jõeta', 'jõgedeta'],
      ['jõega', 'jõgedega'],
    ],
  ],
  tuba: [
    'tuba;toa;tuba;tubade;tube~tubasid;tuppa',
    [
      ['tuba', 'toad'],
      ['toa', 'tubade'],
      ['tuba', 'tube~tubasid'],
      ['toasse~tuppa', 'tubadesse'],
      ['toas', 'tubades'],
      ['toast', 'tubadest'],
      ['toale', 'tubadele'],
      ['toal', 'tubadel'],
      ['toalt', 'tubadelt'],
      ['toaks', 'tubadeks'],
      ['toani', 'tubadeni'],
      ['toana', 'tubadena'],
      ['toata', 'tubadeta'],
      ['toaga', 'tubadega'],
    ],
  ],
  käsi: [
    'käsi;käe;kätt;käte;käsi;kätte',
    [
      ['käsi', 'käed'],
      ['käe', 'käte'],
      ['kätt', 'käsi'],
      ['käesse~kätte', 'kätesse'],
      ['käes', 'kätes'],
      ['käest', 'kätest'],
      ['käele', 'kätele'],
      ['käel', 'kätel'],
      ['käelt', 'kätelt'],
      ['käeks', 'käteks'],
      ['käeni', 'käteni'],
      ['käena', 'kätena'],
      ['käeta', 'käteta'],
      ['käega', 'kätega'],
    ],
  ],
  inimene: [
    'inimene;inimese;inimest;inimeste;inimesi;',
    [
      ['inimene', 'inimesed'],
      ['inimese', 'inimeste'],
      ['inimest', 'inimesi'],
      ['inimesesse', 'inimestesse'],
      ['inimeses', 'inimestes'],
      ['inimesest', 'inimestest'],
      ['inimesele', 'inimestele'],
      ['inimesel', 'inimestel'],
      ['inimeselt', 'inimestelt'],
      ['inimeseks', 'inimesteks'],
      ['inimeseni', 'inimesteni'],
      ['inimesena', 'inimestena'],
      ['inimeseta', 'inimesteta'],
      ['inimesega', 'inimestega'],
    ],
  ],
  uus: [
    'uus;uue;uut;uute;uusi;uude',
    [
      ['uus', 'uued'],
      ['uue', 'uute'],
      ['uut', 'uusi'],
      ['uuesse~uude', 'uutesse'],
      ['uues', 'uutes'],
      ['uuest', 'uutest'],
      ['uuele', 'uutele'],
      ['uuel', 'uutel'],
      ['uuelt', 'uutelt'],
      ['uueks', 'uuteks'],
      ['uueni', 'uuteni'],
      ['uuena', 'uutena'],
      ['uueta', 'uuteta'],
      ['uuega', 'uutega'],
    ],
  ],
  hea: [
    'hea;hea;head;heade;häid;',
    [
      ['hea', 'head'],
      ['hea', 'heade'],
      ['head', 'häid'],
      ['heasse', 'headesse'],
      ['heas', 'heades'],
      ['heast', 'headest'],
      ['heale', 'headele'],
      ['heal', 'headel'],
      ['healt', 'headelt'],
      ['heaks', 'headeks'],
      ['heani', 'headeni'],
      ['heana', 'headena'],
      ['heata', 'headeta'],
      ['heaga', 'headega'],
    ],
  ],
  pere: [
    'pere;pere;peret;perede;peresid;',
    [
      ['pere', 'pered'],
      ['pere', 'perede'],
      ['peret', 'peresid'],
      ['peresse', 'peredesse'],
      ['peres', 'peredes'],
      ['perest', 'peredest'],
      ['perele', 'peredele'],
      ['perel', 'peredel'],
      ['perelt', 'peredelt'],
      ['pereks', 'peredeks'],
      ['pereni', 'peredeni'],
      ['perena', 'peredena'],
      ['pereta', 'peredeta'],
      ['perega', 'peredega'],
    ],
  ],
  tütar: [
    'tütar;tütre;tütart;tütarde;tütreid;',
    [
      ['tütar', 'tütred'],
      ['tütre', 'tütarde'],
      ['tütart', 'tütreid'],
      ['tütresse', 'tütardesse'],
      ['tütres', 'tütardes'],
      ['tütrest', 'tütardest'],
      ['tütrele', 'tütardele'],
      ['tütrel', 'tütardel'],
      ['tütrelt', 'tütardelt'],
      ['tütreks', 'tütardeks'],
      ['tütreni', 'tütardeni'],
      ['tütrena', 'tütardena'],
      ['tütreta', 'tütardeta'],
      ['tütrega', 'tütardega'],
    ],
  ],
  puu: [
    'puu;puu;puud;puude;puid~puusid;',
    [
      ['puu', 'puud'],
      ['puu', 'puude'],
      ['puud', 'puid~puusid'],
      ['puusse', 'puudesse~puisse'],
      ['puus', 'puudes~puis'],
      ['puust', 'puudest~puist'],
      ['puule', 'puudele~puile'],
      ['puul', 'puudel~puil'],
      ['puult', 'puudelt~puilt'],
      ['puuks', 'puudeks~puiks'],
      ['puuni', 'puudeni'],
      ['puuna', 'puudena'],
      ['puuta', 'puudeta'],
      ['puuga', 'puudega'],
    ],
  ],
};

describe('nominalParadigm', () => {
  for (const [lemma, [principal, rows]] of Object.entries(PARADIGMS)) {
    it(`declines ${lemma} (${principal}) in all 14 cases, both numbers`, () => {
      const expected = Object.fromEntries(CASES.map((c, i) => [c, rows[i]]));
      expect(decline(principal)).toEqual(expected);
    });
  }

  it('labels the illatives long and short only when a short illative exists', () => {
    const maja = nominalParadigm(parsePrincipalForms('maja;maja;maja;majade;maju;majja'));
    expect(maja.filter((c) => c.case === 'ILLATIVE' && c.number === 'SINGULAR')).toEqual([
      { form: 'majasse', case: 'ILLATIVE', number: 'SINGULAR', variant: 'long' },
      { form: 'majja', case: 'ILLATIVE', number: 'SINGULAR', variant: 'short' },
    ]);
    const pere = nominalParadigm(parsePrincipalForms('pere;pere;peret;perede;peresid;'));
    expect(pere.find((c) => c.case === 'ILLATIVE')).toEqual({
      form: 'peresse',
      case: 'ILLATIVE',
      number: 'SINGULAR',
    });
  });

  it('labels i-plural forms and gives them only for a one-syllable -id partitive plural beside a -sid one', () => {
    const puu = nominalParadigm(parsePrincipalForms('puu;puu;puud;puude;puid~puusid;'));
    expect(puu.find((c) => c.form === 'puisse')).toEqual({
      form: 'puisse',
      case: 'ILLATIVE',
      number: 'PLURAL',
      variant: 'i-plural',
    });
    expect(decline('tütar;tütre;tütart;tütarde;tütreid;').INESSIVE).toEqual(['tütres', 'tütardes']);
  });

  it('has 28 case cells for a word without parallel forms', () => {
    expect(nominalParadigm(parsePrincipalForms('pere;pere;peret;perede;peresid;'))).toHaveLength(28);
  });
});
