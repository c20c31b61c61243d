import { type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
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

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldFeedbackProps & {
  name: string;
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** A first, empty choice ('Veldu…'), for when nothing is chosen yet. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
};

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/**
 * A labelled native select. With Formik: `<SelectField {...field} touched={meta.touched}
 * error={meta.error} … />`.
 */
export function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  onBlur,
  placeholder,
  disabled = false,
  required = false,
  touched,
  error,
  hint,
  id,
  className,
}: SelectFieldProps) {
  const field = useFieldState(id, { touched, error, hint });
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={field.controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <Select
        id={field.controlId}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        aria-invalid={field.showError || undefined}
        aria-describedby={field.describedBy}
        $invalid={field.showError}
      >
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError id={field.errorId} messageKey={error} />
    </FieldWrapper>
  );
}
