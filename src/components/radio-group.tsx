import { type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  choiceFieldsetStyles,
  FieldError,
  FieldHint,
  RequiredMark,
  useFieldState,
  type FieldFeedbackProps,
} from './field-parts';
import { theme } from './theme';

export type RadioGroupProps = FieldFeedbackProps & {
  name: string;
  legend: ReactNode;
  value: string;
  options: readonly { value: string; label: ReactNode }[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  /** Side by side from the smallest screens up (two or three short choices). */
  inline?: boolean;
  id?: string;
  className?: string;
};

const Fieldset = styled.fieldset<{ $inline: boolean }>`
  ${choiceFieldsetStyles}
  .choices {
    display: flex;
    flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(4)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
`;

/**
 * A labelled group of radio buttons: the legend names the question, arrow keys move between the
 * choices (the browser's own), and the hint and error are tied to the group.
 */
export function RadioGroup({
  name,
  legend,
  value,
  options,
  onChange,
  required = false,
  inline = false,
  touched,
  error,
  hint,
  id,
  className,
}: RadioGroupProps) {
  const field = useFieldState(id, { touched, error, hint });
  return (
    <Fieldset
      className={className}
      $inline={inline}
      id={field.controlId}
      aria-describedby={field.describedBy}
      aria-invalid={field.showError ? true : undefined}
      aria-required={required || undefined}
      role="radiogroup"
    >
      <legend>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} messageKey={field.showError ? error : undefined} />
    </Fieldset>
  );
}
