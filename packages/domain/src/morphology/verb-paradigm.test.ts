import { describe, expect, it } from 'vitest';
import { type ParadigmCell, PERSONAL } from './labels.ts';
import { parsePrincipalForms } from './principal-forms.ts';
import { imperativeStem, pastFirstSingular, verbParadigm } from './verb-paradigm.ts';

type Pick = Partial<Omit<ParadigmCell, 'form'>>;
/** Forms of the cells matching every given label (a label left out must be absent), parallel ones joined by ~. */
function forms(cells: ParadigmCell[], want: Pick): string {
  const keys = ['verbForm', 'person', 'polarity', 'variant'] as const;
  return cells
    .filter((c) => keys.every((k) => c[k] === want[k]))
    .map((c) => c.form)
    .join('~');
}

/** A conjugation rendered row by row in the layout of the reference tables below. */
function conjugation(cells: ParadigmCell[]): Record<string, string> {
  const f = (want: Pick) => forms(cells, want);
  const negative = (verbForm: ParadigmCell['verbForm']) =>
    [f({ verbForm, polarity: 'NEGATIVE' }), f({ verbForm, polarity: 'NEGATIVE', variant: 'pole' })]
      .filter(Boolean)
      .join('~');
  const finite = (verbForm: ParadigmCell['verbForm'], sep: string) =>
    [
      PERSONAL.map((p) => f({ verbForm, person: p, polarity: 'AFFIRMATIVE' })).join(sep),
      negative(verbForm),
      f({ verbForm, person: 'impersonal', polarity: 'AFFIRMATIVE' }),
      f({ verbForm, person: 'impersonal', polarity: 'NEGATIVE' }),
    ].join(' | ');
  const inf = (v: string) => f({ verbForm: 'INFINITIVE', variant: v });
  const imp = (person: ParadigmCell['person'], polarity: ParadigmCell['polarity']) =>
    f({ verbForm: 'IMPERATIVE', person, polarity });
  const cond = (p: ParadigmCell['person']) =>
    f({
      verbForm: 'CONDITIONAL',
      person: p,
      polarity: 'AFFIRMATIVE',
      variant: p === '3sg' ? undefined : 'long',
    });
  return {
    infinitives: ['ma', 'da', 'mas', 'mast', 'maks', 'mata', 'des'].map(inf).join(' '),
    present: finite('PRESENT', ' '),
    past: finite('PAST', ' '),
    perfect: finite('PERFECT', ', '),
    pluperfect: finite('PLUPERFECT', ', '),
    conditional: [
      PERSONAL.map(cond).join(' '),
      [
        ...new Set(
          cells.filter((c) => c.variant === 'short' && c.verbForm === 'CONDITIONAL').map((c) => c.form),
        ),
      ].join('~'),
      f({ verbForm: 'CONDITIONAL', polarity: 'NEGATIVE' }),
      f({ verbForm: 'CONDITIONAL', person: 'impersonal', polarity: 'AFFIRMATIVE' }),
    ].join(' | '),
    imperative: [
      [
        imp('2sg', 'AFFIRMATIVE'),
        imp('2pl', 'AFFIRMATIVE'),
        imp('1pl', 'AFFIRMATIVE'),
        imp('3sg', 'AFFIRMATIVE'),
      ].join(' '),
      imp('2sg', 'NEGATIVE'),
      imp('2pl', 'NEGATIVE'),
      imp('1pl', 'NEGATIVE'),
      imp('impersonal', 'AFFIRMATIVE'),
    ].join(' | '),
    participles: ['nud', 'tud', 'v', 'tav'].map((v) => f({ verbForm: 'PARTICIPLE', variant: v })).join(' '),
  };
}

const conjugate = (principal: string) => conjugation(verbParadigm(parsePrincipalForms(principal)));

/** Perfect and pluperfect rows of a verb with this nud- and tud-participle. */
function compound(nud: string, tud: string) {
  return {
    perfect: `olen ${nud}, oled ${nud}, on ${nud}, oleme ${nud}, olete ${nud}, on ${nud} | ei ole ${nud}~pole ${nud} | on ${tud} | ei ole ${tud}`,
    pluperfect: `olin ${nud}, olid ${nud}, oli ${nud}, olime ${nud}, olite ${nud}, olid ${nud} | ei olnud ${nud}~polnud ${nud} | oli ${tud} | ei olnud ${tud}`,
  };
}

/** Reference conjugations (standard grammar). */
const VERBS: Record<string, [string, Record<string, string>]> = {
  lugema: [
    'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
    {
      infinitives: 'lugema lugeda lugemas lugemast lugemaks lugemata lugedes',
      present: 'loen loed loeb loeme loete loevad | ei loe | loetakse | ei loeta',
      past: 'lugesin lugesid luges lugesime lugesite lugesid | ei lugenud | loeti | ei loetud',
      perfect:
        'olen lugenud, oled lugenud, on lugenud, oleme lugenud, olete lugenud, on lugenud | ei ole lugenud~pole lugenud | on loetud | ei ole loetud',
      pluperfect:
        'olin lugenud, olid lugenud, oli lugenud, olime lugenud, olite lugenud, olid lugenud | ei olnud lugenud~polnud lugenud | oli loetud | ei olnud loetud',
      conditional: 'loeksin loeksid loeks loeksime loeksite loeksid | loeks | ei loeks | loetaks',
      imperative: 'loe lugege lugegem lugegu | ära loe | ärge lugege | ärgem lugegem | loetagu',
      participles: 'lugenud loetud lugev loetav',
    },
  ],
  tegema: [
    'tegema;teha;teen;tegi;teinud;tehtud;tehakse',
    {
      infinitives: 'tegema teha tegemas tegemast tegemaks tegemata tehes',
      present: 'teen teed teeb teeme teete teevad | ei tee | tehakse | ei tehta',
      past: 'tegin tegid tegi tegime tegite tegid | ei teinud | tehti | ei tehtud',
      ...compound('teinud', 'tehtud'),
      conditional: 'teeksin teeksid teeks teeksime teeksite teeksid | teeks | ei teeks | tehtaks',
      imperative: 'tee tehke tehkem tehku | ära tee | ärge tehke | ärgem tehkem | tehtagu',
      participles: 'teinud tehtud tegev tehtav',
    },
  ],
  nägema: [
    'nägema;näha;näen;nägi;näinud;nähtud;nähakse',
    {
      infinitives: 'nägema näha nägemas nägemast nägemaks nägemata nähes',
      present: 'näen näed näeb näeme näete näevad | ei näe | nähakse | ei nähta',
      past: 'nägin nägid nägi nägime nägite nägid | ei näinud | nähti | ei nähtud',
      ...compound('näinud', 'nähtud'),
      conditional: 'näeksin näeksid näeks näeksime näeksite näeksid | näeks | ei näeks | nähtaks',
      imperative: 'näe nähke nähkem nähku | ära näe | ärge nähke | ärgem nähkem | nähtagu',
      participles: 'näinud nähtud nägev nähtav',
    },
  ],
  minema: [
    'minema;minna;lähen;läks;läinud;mindud;minnakse',
    {
      infinitives: 'minema minna minemas minemast minemaks minemata minnes',
      present: 'lähen lähed läheb läheme~lähme lähete lähevad | ei lähe | minnakse | ei minda',
      past: 'läksin läksid läks läksime läksite läksid | ei läinud | mindi | ei mindud',
      ...compound('läinud', 'mindud'),
      conditional: 'läheksin läheksid läheks läheksime läheksite läheksid | läheks | ei läheks | mindaks',
      imperative: 'mine minge mingem mingu | ära mine | ärge minge | ärgem mingem | mindagu',
      participles: 'läinud mindud minev mindav',
    },
  ],
  olema: [
    'olema;olla;olen;oli;olnud;oldud;ollakse',
    {
      infinitives: 'olema olla olemas olemast olemaks olemata olles',
      present: 'olen oled on oleme olete on | ei ole~pole | ollakse | ei olda',
      past: 'olin olid oli olime olite olid | ei olnud~polnud | oldi | ei oldud',
      perfect:
        'olen olnud, oled olnud, on olnud, oleme olnud, olete olnud, on olnud | ei ole olnud~pole olnud | on oldud | ei ole oldud',
      pluperfect:
        'olin olnud, olid olnud, oli olnud, olime olnud, olite olnud, olid olnud | ei olnud olnud~polnud olnud | oli oldud | ei olnud oldud',
      conditional: 'oleksin oleksid oleks oleksime oleksite oleksid | oleks | ei oleks | oldaks',
      imperative: 'ole olge olgem olgu | ära ole | ärge olge | ärgem olgem | oldagu',
      participles: 'olnud oldud olev oldav',
    },
  ],
  tulema: [
    'tulema;tulla;tulen;tuli;tulnud;tuldud;tullakse',
    {
      infinitives: 'tulema tulla tulemas tulemast tulemaks tulemata tulles',
      present: 'tulen tuled tuleb tuleme tulete tulevad | ei tule | tullakse | ei tulda',
      past: 'tulin tulid tuli tulime tulite tulid | ei tulnud | tuldi | ei tuldud',
      ...compound('tulnud', 'tuldud'),
      conditional: 'tuleksin tuleksid tuleks tuleksime tuleksite tuleksid | tuleks | ei tuleks | tuldaks',
      imperative: 'tule tulge tulgem tulgu | ära tule | ärge tulge | ärgem tulgem | tuldagu',
      participles: 'tulnud tuldud tulev tuldav',
    },
  ],
  sööma: [
    'sööma;süüa;söön;sõi;söönud;söödud;süüakse',
    {
      infinitives: 'sööma süüa söömas söömast söömaks söömata süües',
      present: 'söön sööd sööb sööme sööte söövad | ei söö | süüakse | ei sööda',
      past: 'sõin sõid sõi sõime sõite sõid | ei söönud | söödi | ei söödud',
      ...compound('söönud', 'söödud'),
      conditional: 'sööksin sööksid sööks sööksime sööksite sööksid | sööks | ei sööks | söödaks',
      imperative: 'söö sööge söögem söögu | ära söö | ärge sööge | ärgem söögem | söödagu',
      participles: 'söönud söödud sööv söödav',
    },
  ],
  jooma: [
    'jooma;juua;joon;jõi;joonud;joodud;juuakse',
    {
      infinitives: 'jooma juua joomas joomast joomaks joomata juues',
      present: 'joon jood joob joome joote joovad | ei joo | juuakse | ei jooda',
      past: 'jõin jõid jõi jõime jõite jõid | ei joonud | joodi | ei joodud',
      ...compound('joonud', 'joodud'),
      conditional: 'jooksin jooksid jooks jooksime jooksite jooksid | jooks | ei jooks | joodaks',
      imperative: 'joo jooge joogem joogu | ära joo | ärge jooge | ärgem joogem | joodagu',
      participles: 'joonud joodud joov joodav',
    },
  ],
  andma: [
    'andma;anda;annan;andis;andnud;antud;antakse;andsin',
    {
      infinitives: 'andma anda andmas andmast andmaks andmata andes',
      present: 'annan annad annab anname annate annavad | ei anna | antakse | ei anta',
      past: 'andsin andsid andis andsime andsite andsid | ei andnud | anti | ei antud',
      ...compound('andnud', 'antud'),
      conditional: 'annaksin annaksid annaks annaksime annaksite annaksid | annaks | ei annaks | antaks',
      imperative: 'anna andke andkem andku | ära anna | ärge andke | ärgem andkem | antagu',
      participles: 'andnud antud andev antav',
    },
  ],
  õppima: [
    'õppima;õppida;õpin;õppis;õppinud;õpitud;õpitakse',
    {
      infinitives: 'õppima õppida õppimas õppimast õppimaks õppimata õppides',
      present: 'õpin õpid õpib õpime õpite õpivad | ei õpi | õpitakse | ei õpita',
      past: 'õppisin õppisid õppis õppisime õppisite õppisid | ei õppinud | õpiti | ei õpitud',
      ...compound('õppinud', 'õpitud'),
      conditional: 'õpiksin õpiksid õpiks õpiksime õpiksite õpiksid | õpiks | ei õpiks | õpitaks',
      imperative: 'õpi õppige õppigem õppigu | ära õpi | ärge õppige | ärgem õppigem | õpitagu',
      participles: 'õppinud õpitud õppiv õpitav',
    },
  ],
  elama: [
    'elama;elada;elan;elas;elanud;elatud;elatakse',
    {
      infinitives: 'elama elada elamas elamast elamaks elamata elades',
      present: 'elan elad elab elame elate elavad | ei ela | elatakse | ei elata',
      past: 'elasin elasid elas elasime elasite elasid | ei elanud | elati | ei elatud',
      ...compound('elanud', 'elatud'),
      conditional: 'elaksin elaksid elaks elaksime elaksite elaksid | elaks | ei elaks | elataks',
      imperative: 'ela elage elagem elagu | ära ela | ärge elage | ärgem elagem | elatagu',
      participles: 'elanud elatud elav elatav',
    },
  ],
  laskma: [
    'laskma;lasta;lasen;lasi;lasknud;lastud;lastakse',
    {
      infinitives: 'laskma lasta laskmas laskmast laskmaks laskmata lastes',
      present: 'lasen lased laseb laseme lasete lasevad | ei lase | lastakse | ei lasta',
      past: 'lasin lasid lasi lasime lasite lasid | ei lasknud | lasti | ei lastud',
      ...compound('lasknud', 'lastud'),
      conditional: 'laseksin laseksid laseks laseksime laseksite laseksid | laseks | ei laseks | lastaks',
      imperative: 'lase laske laskem lasku | ära lase | ärge laske | ärgem laskem | lastagu',
      participles: 'lasknud lastud laskev lastav',
    },
  ],
};

describe('verbParadigm', () => {
  for (const [lemma, [principal, expected]] of Object.entries(VERBS)) {
    it(`conjugates ${lemma} (${principal})`, () => {
      expect(conjugate(principal)).toEqual(expected);
    });
  }

  it('labels the long and short conditional', () => {
    const cells = verbParadigm(parsePrincipalForms('lugema;lugeda;loen;luges;lugenud;loetud;loetakse'));
    expect(cells.filter((c) => c.verbForm === 'CONDITIONAL' && c.person === '1sg')).toEqual([
      { form: 'loeksin', verbForm: 'CONDITIONAL', person: '1sg', polarity: 'AFFIRMATIVE', variant: 'long' },
      { form: 'loeks', verbForm: 'CONDITIONAL', person: '1sg', polarity: 'AFFIRMATIVE', variant: 'short' },
    ]);
  });

  it('finds the imperative stem of -ta, -da, -a and geminate infinitives', () => {
    expect(imperativeStem('hakkama', 'hakata')).toEqual({ stem: 'haka', k: 'k' });
    expect(imperativeStem('mõtlema', 'mõelda')).toEqual({ stem: 'mõel', k: 'g' });
    expect(imperativeStem('leidma', 'leida')).toEqual({ stem: 'leid', k: 'k' });
    expect(imperativeStem('käima', 'käia')).toEqual({ stem: 'käi', k: 'g' });
    expect(imperativeStem('pesema', 'pesta')).toEqual({ stem: 'pes', k: 'k' });
    expect(imperativeStem('jooksma', 'joosta')).toEqual({ stem: 'jooks', k: 'k' });
    expect(imperativeStem('laulma', 'laulda')).toEqual({ stem: 'laul', k: 'g' });
    expect(imperativeStem('laskma', 'lasta')).toEqual({ stem: 'las', k: 'k' });
  });

  it('keeps the doubled t of võtta in the v-participle', () => {
    const cells = verbParadigm(parsePrincipalForms('võtma;võtta;võtan;võttis;võtnud;võetud;võetakse;võtsin'));
    expect(cells.filter((c) => c.verbForm === 'PARTICIPLE').map((c) => c.form)).toEqual([
      'võtnud',
      'võetud',
      'võttev',
      'võetav',
    ]);
    expect(cells.find((c) => c.verbForm === 'IMPERATIVE' && c.person === '2pl')?.form).toBe('võtke');
  });
  it('builds the past 1sg a principal-forms row leaves out, as the pack writes it', () => {
    expect(pastFirstSingular('laulis', 'laulma')).toBe('laulsin');
    expect(pastFirstSingular('andis', 'andma')).toBe('andsin');
    expect(pastFirstSingular('võttis', 'võtma')).toBe('võtsin');
    expect(pastFirstSingular('jooksis', 'jooksma')).toBe('jooksin');
    expect(pastFirstSingular('tõstis', 'tõstma')).toBe('tõstsin');
    expect(pastFirstSingular('luges', 'lugema')).toBe('lugesin');
    expect(pastFirstSingular('õppis', 'õppima')).toBe('õppisin');
    expect(pastFirstSingular('tegi', 'tegema')).toBe('tegin');
    expect(pastFirstSingular('läks', 'minema')).toBe('läksin');
    expect(pastFirstSingular('lasi', 'laskma')).toBe('lasin');
  });
});
