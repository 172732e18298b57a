import { CONTENT_LEVELS, DIFFICULTIES } from '@keelerada/domain';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { enumLabel, levelLabel } from '../lib/enums.ts';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** A labelled form control with its hint and error message wired to it for screen readers. */
export function Field({
  label,
  error,
  invalid = false,
  hint,
  required = false,
  className = '',
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  /** Marks the control invalid without a message under it (the form shows its one message in a banner). */
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`kr-field ${className}`.trim()}>
      <label htmlFor={id} className={required ? 'adm-required' : undefined}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="kr-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="kr-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldFrame {
  label: ReactNode;
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A text input — or a textarea — registered with react-hook-form, in its labelled Field. */
export function TextField({
  registration,
  lang,
  type,
  textarea,
  autoComplete,
  autoFocus,
  placeholder,
  ...frame
}: FieldFrame & {
  registration: UseFormRegisterReturn;
  lang?: 'et';
  type?: 'url';
  /** A textarea instead of an input: `true` at the default height, `'sm'` or `'lg'` at that one. */
  textarea?: boolean | 'sm' | 'lg';
  autoComplete?: 'off';
  autoFocus?: boolean;
  placeholder?: string;
}) {
  return (
    <Field {...frame}>
      {(p) =>
        textarea ? (
          <textarea
            {...p}
            lang={lang}
            className={textarea === true ? 'kr-textarea' : `kr-textarea adm-textarea-${textarea}`}
            autoFocus={autoFocus}
            {...registration}
          />
        ) : (
          <input
            {...p}
            type={type}
            lang={lang}
            className="kr-input"
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            placeholder={placeholder}
            {...registration}
          />
        )
      }
    </Field>
  );
}

/** A number input registered with react-hook-form, in its labelled Field. */
export function NumberField({
  registration,
  min,
  max,
  step,
  inputMode,
  ...frame
}: FieldFrame & {
  registration: UseFormRegisterReturn;
  min?: number;
  max?: number;
  step?: number;
  inputMode?: 'numeric';
}) {
  return (
    <Field {...frame}>
      {(p) => (
        <input
          {...p}
          type="number"
          min={min}
          max={max}
          step={step}
          inputMode={inputMode}
          className="kr-input"
          {...registration}
        />
      )}
    </Field>
  );
}

/** A select registered with react-hook-form, in its labelled Field; `empty` adds a first option with value "". */
export function SelectField<V extends string>({
  registration,
  options,
  optionLabel = enumLabel,
  empty,
  ...frame
}: FieldFrame & {
  registration: UseFormRegisterReturn;
  options: readonly V[];
  optionLabel?: (value: V) => ReactNode;
  empty?: string;
}) {
  return (
    <Field {...frame}>
      {(p) => (
        <select {...p} className="kr-select" {...registration}>
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map((v) => (
            <option key={v} value={v}>
              {optionLabel(v)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type PresetProps = { registration: UseFormRegisterReturn; invalid?: boolean };

/** The required Level select of the content forms. */
export function LevelField(props: PresetProps) {
  return (
    <SelectField
      label="Level"
      required
      empty="Select level"
      options={CONTENT_LEVELS}
      optionLabel={levelLabel}
      {...props}
    />
  );
}

/** A book's Level select: optional ("No level" clears it). */
export function BookLevelField(props: PresetProps) {
  return (
    <SelectField
      label="Level"
      empty="No level"
      options={CONTENT_LEVELS}
      optionLabel={levelLabel}
      {...props}
    />
  );
}

/** The required Difficulty select of the grammar and reading forms. */
export function DifficultyField(props: PresetProps) {
  return (
    <SelectField label="Difficulty" required empty="Select difficulty" options={DIFFICULTIES} {...props} />
  );
}
