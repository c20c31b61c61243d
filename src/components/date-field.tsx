import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  RequiredMark,
  controlStyles,
  useFieldState,
  type FieldFeedbackProps,
} from './field-parts';

export type DateFieldProps = FieldFeedbackProps & {
  name: string;
  label: ReactNode;
  /** 'YYYY-MM-DD', or '' while empty. */
  value: string;
  /** The event's target value is 'YYYY-MM-DD' or '', so Formik's handleChange can take it as is. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Earliest and latest dates the picker offers, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Values for the error message's placeholders (a date or a number of days it names). */
  errorValues?: Record<string, string | number>;
  /** Ids of other elements that describe the field too, e.g. a rule two dates share. */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
};

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  max-width: 16rem;
`;

/**
 * The one date input of the site: a native `type="date"`, so phones open their own picker and
 * keyboards can type or step the day, month and year; labelled, with hint and error like the
 * kit's other fields. The error (a message key) shows once the field is touched.
 */
export function DateField({
  name,
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  touched,
  error,
  errorValues,
  hint,
  describedBy,
  required = false,
  disabled = false,
  id,
  className,
}: DateFieldProps) {
  const field = useFieldState(id, { touched, error, hint });
  const description = [describedBy, field.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={field.controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <Input
        id={field.controlId}
        type="date"
        name={name}
        value={value}
        min={min}
        max={max}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        aria-invalid={field.showError || undefined}
        aria-describedby={description}
        $invalid={field.showError}
      />
      <FieldError id={field.errorId} messageKey={error} values={errorValues} />
    </FieldWrapper>
  );
}
