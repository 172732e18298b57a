import { SEGMENT_TYPES } from '@keelerada/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../components/Field.tsx';
import { SEGMENT_TYPE_LABELS } from './messages.ts';

/** The segment type select of the book forms (Content / Chapter Header). */
export function SegmentTypeField({
  label,
  className,
  registration,
}: {
  label: string;
  className?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <SelectField
      label={label}
      className={className}
      options={SEGMENT_TYPES}
      optionLabel={(t) => SEGMENT_TYPE_LABELS[t]}
      registration={registration}
    />
  );
}
