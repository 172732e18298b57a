import type { DailySession } from './daily-session.service.ts';
import type { DailyVocabularyItem } from './vocabulary-dto.ts';

/** JSON texts of objects that many responses share and nobody changes (the frozen catalogue entries). */
const shared = new WeakMap<object, string>();

function sharedJson(o: Readonly<object>): string {
  // only what cannot change may be kept
  if (!Object.isFrozen(o)) return JSON.stringify(o);
  let json = shared.get(o);
  if (json === undefined) {
    json = JSON.stringify(o);
    shared.set(o, json);
  }
  return json;
}

function itemJson(i: DailyVocabularyItem): string {
  return `{"userVocabularyCardId":${JSON.stringify(i.userVocabularyCardId)},"vocabularyCard":${sharedJson(i.vocabularyCard)},"word":${sharedJson(i.word)},"user_progress":${JSON.stringify(i.user_progress)}}`;
}

/**
 * The daily session as JSON — the same JSON.stringify gives, made faster: each card's texts come from the vocabulary
 * catalogue, frozen and shared by every learner's session, so their JSON is written once per catalogue load and the
 * response is put together around it (serialising the ~8 KB body was a tenth of the route's CPU).
 */
export function dailySessionJson(s: DailySession): string {
  return `{"reviews":[${s.reviews.map(itemJson).join(',')}],"newWords":[${s.newWords.map(itemJson).join(',')}],"newWordsToday":${JSON.stringify(s.newWordsToday)}}`;
}
