import { type JudgeExercise, type Judgement, judge, noMorphology } from '@keelerada/domain';
import { client } from '../../api.ts';

/**
 * The judge's instant verdict in the app. The app has no lexicon, so it judges without the morphology; a wrong
 * answer then asks the server's check call for the diagnosis (`withServerDiagnosis`). The server judges again and
 * records its own verdict with the attempt.
 */
export function judgeHere(exercise: JudgeExercise, answer: unknown): Judgement {
  return judge(exercise, answer, noMorphology);
}

/** Asks the server's judge (which has the lexicon) about a wrong answer; its diagnosis names the forms. */
export type ServerJudge = (answer: string) => Promise<Judgement>;

/** The server check of a grammar exercise when the exercise came from the server (it has an id). */
export function grammarServerJudge(exercise: object): ServerJudge | undefined {
  const id = (exercise as { id?: unknown }).id;
  if (typeof id !== 'number') return undefined;
  return (answer) => client.grammar.check.mutate({ id, answer });
}

/** The server check of one of the learner's vocabulary cards. */
export function vocabularyServerJudge(userVocabularyCardId: number): ServerJudge {
  return (answer) => client.vocabulary.check.mutate({ userVocabularyCardId, answer });
}

/**
 * A wrong local judgement completed by the server, which has the lexicon: when the server accepts the answer (a
 * pronoun's other length, `Ta` for `Tema`; another form the lexicon knows as right), its verdict stands — the screen
 * must not say Incorrect to an answer the record counts as right; otherwise the local judgement gets the server's
 * diagnosis when it has one (a failed call keeps the local judgement: the learner still sees the expected answer and
 * the marked difference). With `recheckAlmost`, a local near miss that the lexicon knows as another real form of the
 * word becomes the server's wrong verdict.
 */
export async function withServerDiagnosis(
  local: Judgement,
  answer: string,
  server: ServerJudge | undefined,
  recheckAlmost = false,
): Promise<Judgement> {
  const ask = local.verdict === 'wrong' || (recheckAlmost && local.verdict === 'almost');
  if (!server || !ask) return local;
  try {
    const remote = await server(answer);
    if (remote.verdict !== 'wrong') return local.verdict === 'wrong' ? remote : local;
    return remote.diagnosis ? { ...local, verdict: 'wrong', diagnosis: remote.diagnosis } : local;
  } catch {
    return local;
  }
}
