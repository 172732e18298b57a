import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../components/Field.tsx';

type SegmentText = 'estonianContent' | 'englishContent';

/** A segment's Estonian and English text side by side; `field` binds each to its form (see fieldBinder). */
export function SegmentTextFields({
  estonianLabel,
  englishLabel,
  autoFocus,
  field,
}: {
  estonianLabel: string;
  englishLabel: string;
  autoFocus?: boolean;
  field: (name: SegmentText) => { invalid: boolean; registration: UseFormRegisterReturn };
}) {
  return (
    <div className="adm-two-col">
      <TextField
        label={estonianLabel}
        lang="et"
        textarea
        autoFocus={autoFocus}
        {...field('estonianContent')}
      />
      <TextField label={englishLabel} textarea {...field('englishContent')} />
    </div>
  );
}
