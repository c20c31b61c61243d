import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  FieldError,
  FieldLabel,
  FieldWrapper,
} from '../../../components/field-parts';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

const Wrapper = styled(FieldWrapper)`
  margin-bottom: 0;
`;

/** A labelled native date input (the phone's own date picker); the value is 'YYYY-MM-DD' or ''. */
export function DateField({
  name,
  label,
  value,
  onChange,
  error,
  min,
  max,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key, shown and announced under the field. */
  error?: string;
  min?: string;
  max?: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        name={name}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        $invalid={Boolean(error)}
      />
      <FieldError id={errorId} messageKey={error} />
    </Wrapper>
  );
}
