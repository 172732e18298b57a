import type { GrammarExerciseFields } from '@keelerada/domain';
import type { ReactNode } from 'react';
import { enumLabel } from '../lib/enums.ts';

/** The main line of an exercise in the list. */
export function exerciseTitle(ex: GrammarExerciseFields): string {
  switch (ex.type) {
    case 'CASE_PRACTICE':
      return ex.sentence;
    case 'VERB_CONJUGATION':
      return `${ex.verb} — ${ex.subject} (${enumLabel(ex.target_form)})`;
    case 'SENTENCE_CONSTRUCTION':
      return ex.words.join(' / ');
    case 'ERROR_CORRECTION':
      return ex.incorrect_sentence;
    case 'TRANSLATION':
      return ex.source_text;
  }
}

const row = (label: string, value: ReactNode, et = false) =>
  value === '' || value === null || value === undefined ? null : (
    <div key={label} className="adm-dl-row">
      <dt>{label}</dt>
      <dd lang={et ? 'et' : undefined}>{value}</dd>
    </div>
  );

/** The detail view of the list's detail toggle: every field of the type. */
export function ExerciseDetails({ exercise: ex }: { exercise: GrammarExerciseFields }) {
  let rows: ReactNode[] = [];
  switch (ex.type) {
    case 'CASE_PRACTICE':
      rows = [
        row('Sentence', ex.sentence, true),
        row('Target word', ex.target_word, true),
        row('Correct case', enumLabel(ex.correct_case)),
        row('Correct answer', ex.case_correct_answer, true),
        row('Distractors', ex.case_distractors.join(', '), true),
        row('Explanation', ex.explanation),
        row('Translation', ex.case_translation),
      ];
      break;
    case 'VERB_CONJUGATION':
      rows = [
        row('Verb', ex.verb, true),
        row('Verb translation', ex.verb_translation),
        row('Subject', ex.subject, true),
        row('Target form', enumLabel(ex.target_form)),
        row('Correct answer', ex.verb_correct_answer, true),
        row('Context', ex.context, true),
        row('Context translation', ex.context_translation),
      ];
      break;
    case 'SENTENCE_CONSTRUCTION':
      rows = [
        row('Words', ex.words.map((w, i) => `${i}: ${w}`).join(', '), true),
        row('Correct orders', ex.correct_orders.map((o) => o.join(' ')).join(' | ')),
        row('Translation', ex.sentence_translation),
        row('Focus', ex.focus),
      ];
      break;
    case 'ERROR_CORRECTION':
      rows = [
        row('Incorrect sentence', ex.incorrect_sentence, true),
        row('Correct sentence', ex.correct_sentence, true),
        row('Translation', ex.translation),
        row(
          'Errors',
          ex.errors
            .map(
              (e) =>
                `${e.position !== undefined ? `#${e.position} ` : ''}${enumLabel(e.type)}: ${e.correction}`,
            )
            .join('; '),
        ),
        row('Explanation', ex.explanation),
      ];
      break;
    case 'TRANSLATION':
      rows = [
        row('Source text', ex.source_text),
        row('Target text', ex.target_text, true),
        row('Hints', ex.hints.join(', ')),
        row('Focus grammar', ex.focus_grammar.join(', ')),
      ];
      break;
  }
  return <dl>{rows}</dl>;
}
