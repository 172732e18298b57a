// The words of Estonian numbers: each number as its word groups, each group's cardinal, genitive and ordinal word
// (`kakskümmend`, `kahekümne`, `kahekümnes`). Used where numbers are spoken (the content's audio) and where they
// are judged (a cardinal chosen for an ordinal).

const UNITS = ['null', 'üks', 'kaks', 'kolm', 'neli', 'viis', 'kuus', 'seitse', 'kaheksa', 'üheksa'];
const UNITS_GENITIVE = ['', 'ühe', 'kahe', 'kolme', 'nelja', 'viie', 'kuue', 'seitsme', 'kaheksa', 'üheksa'];
const UNITS_ORDINAL = [
  '',
  'esimene',
  'teine',
  'kolmas',
  'neljas',
  'viies',
  'kuues',
  'seitsmes',
  'kaheksas',
  'üheksas',
];

/** One word group of a number as its cardinal, genitive and ordinal word (`kakskümmend`, `kahekümne`, `kahekümnes`). */
/** The entry of a fixed word table (the index is always in range: the callers split numbers into digits). */
function word(table: readonly string[], i: number): string {
  const w = table[i];
  if (w === undefined) throw new RangeError(`no word for ${i}`);
  return w;
}

/** The last part of a number (every number has at least one). */
function lastOf(ps: readonly NumberWordPart[]): NumberWordPart {
  const last = ps[ps.length - 1];
  if (!last) throw new RangeError('a number without words');
  return last;
}

export interface NumberWordPart {
  cardinal: string;
  genitive: string;
  ordinal: string;
}

function belowHundred(n: number): NumberWordPart[] {
  if (n < 10)
    return [{ cardinal: word(UNITS, n), genitive: word(UNITS_GENITIVE, n), ordinal: word(UNITS_ORDINAL, n) }];
  if (n === 10) return [{ cardinal: 'kümme', genitive: 'kümne', ordinal: 'kümnes' }];
  if (n < 20) {
    const u = n - 10;
    return [
      {
        cardinal: `${UNITS[u]}teist`,
        genitive: `${UNITS_GENITIVE[u]}teistkümne`,
        ordinal: `${UNITS_GENITIVE[u]}teistkümnes`,
      },
    ];
  }
  const tens = Math.floor(n / 10);
  const tensPart: NumberWordPart = {
    cardinal: `${UNITS[tens]}kümmend`,
    genitive: `${UNITS_GENITIVE[tens]}kümne`,
    ordinal: `${UNITS_GENITIVE[tens]}kümnes`,
  };
  return n % 10 === 0 ? [tensPart] : [tensPart, ...belowHundred(n % 10)];
}

function belowThousand(n: number): NumberWordPart[] {
  if (n < 100) return belowHundred(n);
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const hundreds: NumberWordPart =
    h === 1
      ? { cardinal: 'sada', genitive: 'saja', ordinal: 'sajas' }
      : {
          cardinal: `${UNITS[h]}sada`,
          genitive: `${UNITS_GENITIVE[h]}saja`,
          ordinal: `${UNITS_GENITIVE[h]}sajas`,
        };
  return rest === 0 ? [hundreds] : [hundreds, ...belowHundred(rest)];
}

/** `count` thousands or millions as one part: `tuhat`, `kaks tuhat` (ordinal `kahetuhandes`). */
function scalePart(
  count: number,
  one: string,
  many: string,
  genitive: string,
  ordinal: string,
): NumberWordPart[] {
  if (count === 1) return [{ cardinal: one, genitive, ordinal }];
  const parts = belowThousand(count);
  const last = lastOf(parts);
  return [
    ...parts.slice(0, -1),
    {
      cardinal: `${last.cardinal} ${many}`,
      genitive: `${last.genitive} ${genitive}`,
      ordinal: `${last.genitive}${ordinal}`,
    },
  ];
}

/** A number (0 ≤ n < 10⁹) as its word groups: 1918 → tuhat | üheksasada | kaheksateist. */
export function numberWordParts(n: number): NumberWordPart[] {
  if (!Number.isInteger(n) || n < 0 || n >= 1e9) throw new RangeError(`no Estonian words for ${n}`);
  if (n < 1000) return belowThousand(n);
  if (n < 1e6) {
    const rest = n % 1000;
    const head = scalePart(Math.floor(n / 1000), 'tuhat', 'tuhat', 'tuhande', 'tuhandes');
    return rest === 0 ? head : [...head, ...belowThousand(rest)];
  }
  const rest = n % 1e6;
  const head = scalePart(Math.floor(n / 1e6), 'miljon', 'miljonit', 'miljoni', 'miljones');
  return rest === 0 ? head : [...head, ...numberWordParts(rest)];
}

/** 1918 → "tuhat üheksasada kaheksateist"; 21 → "kakskümmend üks"; 2000 → "kaks tuhat". */
export function cardinalWords(n: number): string {
  return numberWordParts(n)
    .map((p) => p.cardinal)
    .join(' ');
}

/** An ordinal's words: the leading groups in the genitive, the last one an ordinal (24 → kahekümne | neljas). */
export function ordinalWordParts(n: number): { leading: string[]; ordinal: string } {
  if (n === 0) throw new RangeError('no ordinal for 0');
  const ps = numberWordParts(n);
  return { leading: ps.slice(0, -1).map((p) => p.genitive), ordinal: lastOf(ps).ordinal };
}
