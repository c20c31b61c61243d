import { useTranslation } from 'react-i18next';
import { useElementId } from './use-element-id';
import { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from './theme';

// Shared by the form fields: label, hint and error text, and the ids that tie them to the control.

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  color: ${theme.colors.text};
`;

export const RequiredMark = styled.span`
  color: ${theme.colors.error};
  margin-left: 0.15em;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.error};
`;

/** Border and background of an input-like control, red when `$invalid`. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 2px solid
    ${({ $invalid, theme }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $invalid, theme }) =>
    $invalid ? theme.colors.errorBackground : theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;

  &:hover:not(:disabled) {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.error : theme.colors.brand)};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
  }
`;

export type FieldFeedbackProps = {
  /** Shown (and announced) only once the field is touched and has an error. */
  touched?: boolean;
  /** A message key: 'requiredField' (default group) or 'group|key'. */
  error?: string;
  hint?: ReactNode;
};

/** Ids and state for a field: the error shows only when `touched && error`. */
export function useFieldState(
  id: string | undefined,
  {
    touched,
    error,
    hint,
    describedByAlso,
  }: FieldFeedbackProps & {
    /** Other elements that describe the field, such as a password's strength meter. */
    describedByAlso?: string;
  },
) {
  const generated = useElementId();
  const controlId = id ?? generated;
  const showError = Boolean(touched && error);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = showError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, describedByAlso, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, showError, hintId, errorId, describedBy };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return <Hint id={id}>{children}</Hint>;
}

export function FieldError({
  id,
  messageKey,
  values,
}: {
  id: string | undefined;
  messageKey?: string;
  /** Values for the message's placeholders, e.g. a date it names. */
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  if (!id || !messageKey) return null;
  return (
    <ErrorText id={id} role="alert">
      {values ? t(messageKey, values) : t(messageKey)}
    </ErrorText>
  );
}

/** A fieldset of choices without the browser's frame, its legend a bold label above them. */
export const choiceFieldsetStyles = css`
  /* A fieldset is otherwise as wide as its widest content, wider than a phone. */
  min-width: 0;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin: 0 0 ${theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
`;
