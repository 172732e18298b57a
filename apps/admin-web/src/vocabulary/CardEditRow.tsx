import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminVocabularyCard } from '@keelerada/api';
import { type VocabularyCardValues, vocabularyCardInput } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../components/Alerts.tsx';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';
import { errorMessage } from '../lib/errors.ts';
import { firstSchemaMessage } from '../lib/form.ts';
import { CardFields, type CardFormValues } from './CardFields.tsx';
import { CardHistory } from './CardHistory.tsx';

export function cardToForm(c: AdminVocabularyCard): CardFormValues {
  return {
    word: c.word,
    wordType: c.word_type,
    translation: c.translation,
    level: c.level,
    practiceContext: c.practice_context,
    practiceContextTranslation: c.practice_context_translation,
    form: c.form,
    definition: c.definition ?? '',
    caseForm: c.case_form ?? '',
    number: c.number ?? '',
    verbForm: c.verb_form ?? '',
    frequencyRank: c.frequency_rank === null ? '' : String(c.frequency_rank),
    alternatives: c.alternatives.join('\n'),
  };
}

/** Inline edit of one card (§2): the row opens into the card form, then Save or Cancel. */
export function CardEditRow({
  card,
  colSpan,
  onSave,
  onCancel,
}: {
  card: AdminVocabularyCard;
  colSpan: number;
  /** `expectedUpdatedAt`: the card's updated_at when the form opened (a save by someone else since is a 409). */
  onSave: (values: VocabularyCardValues & { expectedUpdatedAt: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  // the version this form was opened on, kept while the list behind it reloads
  const [expectedUpdatedAt] = useState(card.updated_at);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<CardFormValues, unknown, VocabularyCardValues>({
    resolver: zodResolver(vocabularyCardInput),
    defaultValues: cardToForm(card),
    reValidateMode: 'onSubmit',
  });
  // keyboard users land in the form they opened
  useEffect(() => form.setFocus('word'), [form]);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      setSaving(true);
      try {
        await onSave({ ...values, expectedUpdatedAt });
      } catch (e) {
        setError(errorMessage(e, 'Failed to update vocabulary card'));
      } finally {
        setSaving(false);
      }
    },
    () => setError(firstSchemaMessage(vocabularyCardInput, form.getValues())),
  );
  return (
    <tr className="adm-edit-row" data-testid="card-edit-row">
      <td colSpan={colSpan}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={`Edit ${card.word}`}
          onChange={() => setError(null)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        >
          {/* Next →, a filter or a link must not drop an edit silently (issue #20) */}
          <UnsavedChangesGuard dirty={form.formState.isDirty && !saving} />
          <h3>Edit “{card.word}”</h3>
          <ErrorAlert>{error}</ErrorAlert>
          <div className="adm-edit-grid">
            <CardFields register={form.register} errors={form.formState.errors} />
          </div>
          <CardHistory cardId={card.id} />
          <div className="adm-form-actions">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      </td>
    </tr>
  );
}
