import { type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldState, type FieldFeedbackProps } from './field-parts';
import { theme } from './theme';

export type CheckboxProps = FieldFeedbackProps & {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The only thing that disables the checkbox. */
  disabled?: boolean;
  required?: boolean;
  value?: string;
  id?: string;
  className?: string;
  /** Another element that explains the checkbox (why it is disabled), named to screen readers. */
  describedBy?: string | undefined;
};

const Wrapper = styled.div`
  margin-bottom: ${theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
`;

const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 2px 0 0;
  accent-color: ${theme.colors.brand};
  cursor: pointer;
  outline: ${({ $invalid, theme }) => ($invalid ? `2px solid ${theme.colors.error}` : 'none')};
  outline-offset: 2px;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label<{ $disabled: boolean }>`
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
`;

const Feedback = styled.div`
  padding-left: calc(22px + ${theme.space(2)});
`;

export function Checkbox({
  name,
  label,
  checked,
  onChange,
  onBlur,
  disabled = false,
  required = false,
  value,
  touched,
  error,
  hint,
  id,
  className,
  describedBy,
}: CheckboxProps) {
  const field = useFieldState(id, { touched, error, hint });
  return (
    <Wrapper className={className}>
      <Row>
        <Box
          type="checkbox"
          id={field.controlId}
          name={name}
          value={value}
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          aria-invalid={field.showError || undefined}
          aria-describedby={[field.describedBy, describedBy].filter(Boolean).join(' ') || undefined}
          $invalid={field.showError}
        />
        <Label htmlFor={field.controlId} $disabled={disabled}>
          {label}
        </Label>
      </Row>
      <Feedback>
        <FieldHint id={field.hintId}>{hint}</FieldHint>
        <FieldError id={field.errorId} messageKey={error} />
      </Feedback>
    </Wrapper>
  );
}
