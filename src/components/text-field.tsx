import { type ChangeEvent, type FocusEvent, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { applyMask } from '../domain/masks';
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

export type TextFieldProps = FieldFeedbackProps & {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number';
  /** '#' is a digit, anything else a separator (src/domain/masks), e.g. PHONE_MASK '### ####'. */
  mask?: string;
  /** Defaults to the mask's length when a mask is given. */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Values for the error message's placeholders, e.g. the {{min}} and {{max}} of a range. */
  errorValues?: Record<string, string | number>;
  /** The id of something else that describes the field, such as a password's strength meter. */
  describedByAlso?: string;
};

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/**
 * A labelled input. With a mask, the value handed to onChange is already masked (the event's
 * target value is rewritten), so Formik's handleChange stores what the user sees.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  mask,
  maxLength,
  inputMode,
  autoComplete,
  placeholder,
  disabled = false,
  readOnly = false,
  required = false,
  touched,
  error,
  errorValues,
  hint,
  describedByAlso,
  id,
  className,
}: TextFieldProps) {
  const field = useFieldState(id, { touched, error, hint, describedByAlso });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mask) event.target.value = applyMask(event.target.value, mask);
    onChange(event);
  };

  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={field.controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <Input
        id={field.controlId}
        name={name}
        type={type}
        value={mask ? applyMask(value, mask) : value}
        onChange={handleChange}
        onBlur={onBlur}
        maxLength={maxLength ?? mask?.length}
        inputMode={inputMode ?? (mask ? 'numeric' : undefined)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        aria-invalid={field.showError || undefined}
        aria-describedby={field.describedBy}
        $invalid={field.showError}
      />
      <FieldError id={field.errorId} messageKey={error} values={errorValues} />
    </FieldWrapper>
  );
}
