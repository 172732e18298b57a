/** Business constants of the learner app (learner-app.md §9). One place, so screens and tests agree. */

/** Tour: auto-start delay after the dashboard loads, and the delay before the step's box is placed. */
export const TOUR_AUTO_START_MS = 500;
export const TOUR_PLACEMENT_MS = 50;
/** `{product}_tour_completed`, values `true` or `skipped`. */
export const TOUR_FLAG_KEY = 'keelerada_tour_completed';

/** Vocabulary: hints per word and the delay before the answer box takes focus. */
export const HINTS_PER_WORD = 3;
export const INPUT_FOCUS_MS = 300;
/**
 * After a word judged automatically (full length) as not right, keys the learner was still typing — the rest of a
 * longer word, a habitual Enter — do not move on: Enter is ignored and Next word takes focus only this much later,
 * so the explanation is read before the card leaves the screen.
 */
export const STRAY_KEYS_MS = 800;
/** How long Next word waits for the server's re-check of a near miss before it reports the app's verdict. */
export const RECHECK_WAIT_MS = 4000;

/** Auto-advance after a correct or chosen answer, after a wrong word order, and in the stand-alone grammar. */
export const ADVANCE_MS = 1500;
export const ADVANCE_WRONG_ORDER_MS = 3000;
export const STANDALONE_GRAMMAR_ADVANCE_MS = 500;

/** Tap-to-translate tooltips hide after 5 s. */
export const TOOLTIP_HIDE_MS = 5000;

/** Calendar skeleton cells while the month loads. */
export const CALENDAR_SKELETON_CELLS = 35;

/** Content requested by the daily session and the stand-alone modes. */
export const DAILY_VOCABULARY_LIMIT = 50;
export const GRAMMAR_PER_SESSION = 8;
export const READING_TEXTS_LIMIT = 1;

/** Attempt recording always sends these (§9). */
export const ATTEMPT_HINT_COUNT = 0;
export const ATTEMPT_NUMBER = 1;

/** Estonian letters offered by the on-screen keyboard, and the hint text of its toggle. */
export const ESTONIAN_LETTERS = ['ä', 'ö', 'ü', 'õ', 'ž', 'š'] as const;
export const ESTONIAN_LETTERS_HINT = 'äöüõ';

/** The privacy policy the sign-in screens link to. */
export const PRIVACY_POLICY_URL = 'https://keelerada.ee/privacy';
