import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldHint,
  FieldLabel,
  FieldWrapper,
  RequiredMark,
  controlStyles,
  useFieldState,
} from '../../../components/field-parts';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  max-width: 16rem;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

type DateFieldProps = {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  min?: string;
  max?: string;
  hint?: ReactNode;
  touched?: boolean;
  /** The message, already translated (it may carry numbers and dates). */
  errorText?: string;
  required?: boolean;
  /** A text outside the field that also describes it (e.g. the rules both dates share). */
  describedBy?: string;
};

/**
 * A native date input ('YYYY-MM-DD', the phone's own date picker) dressed like the kit's fields.
 * The kit's TextField has no date type, and its error text is a bare key without values.
 */
export function DateField({
  name,
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  hint,
  touched,
  errorText,
  required = false,
  describedBy,
}: DateFieldProps) {
  const field = useFieldState(undefined, { touched, error: errorText, hint });
  const description = [describedBy, field.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
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
        aria-invalid={field.showError || undefined}
        aria-describedby={description}
        $invalid={field.showError}
      />
      {field.errorId && (
        <ErrorText id={field.errorId} role="alert">
          {errorText}
        </ErrorText>
      )}
    </FieldWrapper>
  );
}
