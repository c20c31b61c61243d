import { useTranslation } from 'react-i18next';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
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
import { VisuallyHidden } from './visually-hidden';
import { theme } from './theme';

export type TextAreaFieldProps = FieldFeedbackProps & {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** With a limit the field shows a live count 'n / limit'; typing past it is allowed and then flagged. */
  limit?: number;
  rows?: number;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
};

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
  line-height: 1.5;
`;

const Count = styled.span<{ $over: boolean }>`
  display: block;
  margin-top: ${theme.space(1)};
  text-align: right;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${({ $over, theme }) => ($over ? theme.colors.error : theme.colors.textMuted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

/** Screen readers hear how much room is left only at these points, not on every keystroke. */
const ANNOUNCE_AT_LEFT = [100, 50, 10, 0];

function announcementFor(length: number, limit: number): number | null {
  const left = limit - length;
  if (left < 0) return -1;
  return ANNOUNCE_AT_LEFT.find((mark) => left <= mark && left > mark - 10) ?? null;
}

/** A labelled multi-line field, with an optional live character count. */
export function TextAreaField({
  name,
  label,
  value,
  onChange,
  onBlur,
  limit,
  rows = 6,
  disabled = false,
  readOnly = false,
  required = false,
  touched,
  error,
  hint,
  id,
  className,
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const field = useFieldState(id, { touched, error, hint });
  const countId = limit ? `${field.controlId}-count` : undefined;
  const describedBy = [field.describedBy, countId].filter(Boolean).join(' ') || undefined;
  const mark = limit ? announcementFor(value.length, limit) : null;
  const [announced, setAnnounced] = useState('');

  // What a visitor wrote before the page's code arrived must survive the page being taken over
  // (the form then takes it as its own: valuesTypedEarly), so the box is never handed `value` as
  // it hydrates: it holds its own text, starting from `value`, and is given `value` only when
  // that changes from outside (a form that clears it, say).
  const box = useRef<HTMLTextAreaElement>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (!taken.current) {
      taken.current = true;
      return;
    }
    if (box.current && box.current.value !== value) box.current.value = value;
  }, [value]);
  useEffect(() => {
    if (!limit || mark === null) return;
    setAnnounced(
      mark < 0
        ? t('ui|charactersOver', { count: value.length - limit })
        : t('ui|charactersLeft', { count: limit - value.length }),
    );
    // Only crossing a mark is news; the text of the count itself is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mark]);

  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={field.controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <TextArea
        ref={box}
        id={field.controlId}
        name={name}
        defaultValue={value}
        rows={rows}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        aria-invalid={field.showError || undefined}
        aria-describedby={describedBy}
        $invalid={field.showError}
      />
      {limit !== undefined && (
        <Count id={countId} $over={value.length > limit}>
          {t('ui|characterCount', { count: value.length, limit })}
        </Count>
      )}
      {limit !== undefined && (
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announced}
        </VisuallyHidden>
      )}
      <FieldError id={field.errorId} messageKey={error} />
    </FieldWrapper>
  );
}
