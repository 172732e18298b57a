import { Button, Card } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert, SuccessAlert } from '../components/Alerts.tsx';
import { FormCheck } from '../components/FormCheck.tsx';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';
import { editCreatedExerciseLabel } from '../lib/created-item.ts';
import { errorMessage } from '../lib/errors.ts';
import { firstSchemaMessage } from '../lib/form.ts';
import { SpellingWarnings } from '../vocabulary/SpellingWarnings.tsx';
import { formToPayload, type GrammarFormValues, resetAfterCreate } from './form.ts';
import { CommonFields } from './GrammarFields.tsx';
import { formToExercise, PreviewModal } from './PreviewModal.tsx';
import { payloadResolver } from './resolver.ts';

type Payload = ReturnType<typeof formToPayload>;

/** What the server answers to a save, besides the exercise. */
type SaveResult = { warnings: { word: string }[]; formChecks: string[] };

/**
 * The state the create and edit screens of a grammar exercise share: the form (checked as the payload it sends),
 * one error or success banner with the spelling warnings of the save, and the exercise being previewed.
 * `invalidFallback` is the banner when the schema finds nothing to say about invalid values.
 */
export function useGrammarExerciseForm(
  schema: z.ZodType,
  defaultValues: GrammarFormValues,
  invalidFallback?: string,
) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [formChecks, setFormChecks] = useState<string[]>([]);
  /** The exercise just created, which the success message links to. */
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [preview, setPreview] = useState<ReturnType<typeof formToExercise> | null>(null);
  const form = useForm<GrammarFormValues, unknown, unknown>({
    resolver: payloadResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const clear = () => {
    setError(null);
    setSuccess(null);
  };
  const show = (message: string, result: SaveResult) => {
    setSuccess(message);
    setWarnings([...new Set(result.warnings.map((w) => w.word))]);
    setFormChecks(result.formChecks);
  };
  return {
    form,
    error,
    success,
    warnings,
    formChecks,
    preview,
    setPreview,
    clear,
    createdId,
    /** After an update: the success banner, the unknown words and the lexicon's doubts the server reported. */
    saved: (message: string, result: SaveResult) => {
      form.reset(form.getValues()); // what was saved is the new baseline for "unsaved changes"
      setCreatedId(null);
      show(message, result);
    },
    /**
     * After a create: the form starts again, empty with the §9 defaults and the same type (§4 "After a successful
     * create the form resets", so pressing Create again cannot make a second copy), and the banners of `saved` with a
     * link to the exercise created — its form checks are read after the form is empty.
     */
    created: (message: string, result: SaveResult & { exercise: { id: number } }) => {
      resetAfterCreate(form);
      setCreatedId(result.exercise.id);
      show(message, result);
    },
    failed: (e: unknown, fallback: string) => setError(errorMessage(e, fallback)),
    /** The submit handler: `send` gets the payload of valid values; invalid ones show the schema's first message. */
    submit: (send: (payload: Payload) => void) =>
      form.handleSubmit(
        () => {
          clear();
          send(formToPayload(form.getValues()));
        },
        () => {
          setSuccess(null);
          setError(firstSchemaMessage(schema, formToPayload(form.getValues())) ?? invalidFallback ?? null);
        },
      ),
  };
}

/**
 * The form of the create and edit screens: banners, the Exercise card (`typeField` above the common fields), the
 * type's own fields (`children`), then Submit, Preview & Test and Cancel, and the preview modal.
 */
export function GrammarExerciseForm({
  state,
  header,
  label,
  onSubmit,
  typeField,
  children,
  notice,
  submitLabel,
  busyLabel,
  busy,
  canSubmit = true,
  onCancel,
}: {
  state: ReturnType<typeof useGrammarExerciseForm>;
  header: ReactNode;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  typeField: ReactNode;
  children: ReactNode;
  /** Shown just above the buttons (the duplicate warning with "Create anyway"). */
  notice?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Off for a type the form cannot create yet: Submit and Preview & Test are disabled. */
  canSubmit?: boolean;
  onCancel: () => void;
}) {
  const { form } = state;
  return (
    <div className="kr-stack adm-form">
      {header}
      <UnsavedChangesGuard dirty={state.form.formState.isDirty} />
      <form onSubmit={onSubmit} noValidate className="kr-stack" aria-label={label} onChange={state.clear}>
        <ErrorAlert testId="form-error">{state.error}</ErrorAlert>
        <SuccessAlert testId="form-success">{state.success}</SuccessAlert>
        {state.success && state.createdId !== null && (
          <p data-testid="created-link">
            <Link to="/grammar-exercises/edit/$exerciseId" params={{ exerciseId: String(state.createdId) }}>
              {editCreatedExerciseLabel(state.createdId)}
            </Link>
          </p>
        )}
        {state.success && <SpellingWarnings words={state.warnings} />}
        {state.success && state.formChecks.map((m) => <FormCheck key={m} message={m} />)}
        <Card title="Exercise">
          {typeField}
          <CommonFields form={form} />
        </Card>
        {children}
        {notice}
        <div className="adm-form-actions">
          <Button type="submit" disabled={!canSubmit || busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
          <Button
            variant="secondary"
            disabled={!canSubmit}
            onClick={() => state.setPreview(formToExercise(form.getValues()))}
          >
            Preview & Test
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      <PreviewModal exercise={state.preview} onClose={() => state.setPreview(null)} />
    </div>
  );
}
