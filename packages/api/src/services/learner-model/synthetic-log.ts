import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';

/**
 * A review log as a learner whose memory follows `trueParameters` would leave it, scheduled by the default FSRS at
 * 0.90 (what the product does before a fit): for tests of the fit and for timing it. Deterministic for a seed.
 */
export function syntheticReviewLog(opts: {
  trueParameters: readonly number[];
  cards: number;
  reviewsPerCard: number;
  seed: number;
  start: Date;
}): { cardIndex: number; reviewedAt: Date; rating: number; pass: boolean }[] {
  let a = opts.seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const truth = fsrs(generatorParameters({ w: [...opts.trueParameters], enable_fuzz: false }));
  const product = fsrs(generatorParameters({ enable_fuzz: false }));
  const DAY = 86_400_000;
  const log: { cardIndex: number; reviewedAt: Date; rating: number; pass: boolean }[] = [];
  for (let c = 0; c < opts.cards; c++) {
    let t = opts.start.getTime() + Math.floor(c / 10) * DAY;
    let memory = createEmptyCard(new Date(t));
    let shown = createEmptyCard(new Date(t));
    let last: number | null = null;
    for (let r = 0; r < opts.reviewsPerCard; r++) {
      const elapsed = last === null ? 0 : Math.floor((t - last) / DAY);
      const pRecall = last === null ? 0.75 : truth.forgetting_curve(elapsed, memory.stability);
      const pass = random() < pRecall;
      const rating = pass ? Rating.Good : Rating.Again;
      const at = new Date(t);
      memory = truth.next(memory, at, rating).card;
      shown = product.next(shown, at, rating).card;
      log.push({ cardIndex: c, reviewedAt: at, rating, pass });
      last = t;
      t = Math.max(shown.due.getTime(), t + DAY);
    }
  }
  return log;
}
