import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useElementId } from '../../../components/use-element-id';
import styled from 'styled-components';
import { Button, SelectField, TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { KENNITALA_LENGTH, STAFF_LOOKUP_MASK, applyMask, unmask } from '../../../domain';
import {
  IMPERSONATION_NOTE_MAX,
  IMPERSONATION_NOTE_MIN,
  IMPERSONATION_REASONS,
  isImpersonationReason,
} from '../../../domain/api/impersonation-rules';
import type { SwitchedCustomer } from '../../../domain/api/user';
import { errorMessage, errorMessageKey } from '../../../lib/api';
import { lookupCustomer, useSwitchCustomer } from '../api';
import { theme } from '../../../components/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space(2)};
`;

const Found = styled.p`
  margin: 0;
  font-weight: 600;
  min-height: 1.5em;
`;

const Alert = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
`;

type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; name: string }
  | { status: 'error'; messageKey: string };

/**
 * Staff look a customer up by kennitala (formatted 6 digits, a space, 4 digits): ten digits start
 * a lookup that shows 'augnablik..' and then the name, and only then can they act as that
 * customer, after saying why (a reason from the list and a note the customer will read).
 */
export function CustomerLookup({
  onImpersonate,
  initialSsn,
  autoFocusReason,
}: {
  onImpersonate: (customer: SwitchedCustomer) => void;
  /** A customer already chosen (from a search or the recent customers): looked up at once. */
  initialSsn?: string;
  /** Moves the focus to the reason once the chosen customer is found, the next thing to give. */
  autoFocusReason?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(() =>
    initialSsn ? applyMask(initialSsn, STAFF_LOOKUP_MASK) : '',
  );
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const switchCustomer = useSwitchCustomer();
  const digits = unmask(value);

  useEffect(() => {
    if (digits.length !== KENNITALA_LENGTH) {
      setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    lookupCustomer(digits, controller.signal).then(
      (result) => setLookup({ status: 'found', name: result.name }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLookup({ status: 'error', messageKey: errorMessageKey(error, i18n) });
      },
    );
    return () => controller.abort();
  }, [digits, i18n]);

  const reasonId = useElementId();
  const found = lookup.status === 'found';
  useEffect(() => {
    if (found && autoFocusReason) document.getElementById(reasonId)?.focus();
  }, [found, autoFocusReason, reasonId]);

  const reasonError = isImpersonationReason(reason) ? undefined : 'default|requiredField';
  const noteError =
    note.trim().length < IMPERSONATION_NOTE_MIN
      ? 'portal|staff.noteTooShort'
      : note.length > IMPERSONATION_NOTE_MAX
        ? 'default|tooLong'
        : undefined;

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (lookup.status !== 'found' || switchCustomer.isPending) return;
        setTried(true);
        if (reasonError || noteError || !isImpersonationReason(reason)) return;
        switchCustomer.mutate(
          { ssn: digits, reason, note: note.trim() },
          { onSuccess: (customer) => onImpersonate(customer) },
        );
      }}
    >
      <TextField
        name="customerSsn"
        label={t('portal|staffLookupLabel')}
        hint={t('portal|staffLookupHint')}
        value={value}
        mask={STAFF_LOOKUP_MASK}
        inputMode="numeric"
        onChange={(event) => setValue(event.target.value)}
        touched={lookup.status === 'error'}
        error={lookup.status === 'error' ? lookup.messageKey : undefined}
        autoComplete="off"
      />
      <Found aria-live="polite">
        {lookup.status === 'loading' && t('portal|staffLookupLoading')}
        {lookup.status === 'found' && lookup.name}
      </Found>
      {lookup.status === 'found' && (
        <>
          <SelectField
            name="impersonationReason"
            label={t('portal|staff.reasonLabel')}
            placeholder={t('portal|staff.reasonPlaceholder')}
            value={reason}
            options={IMPERSONATION_REASONS.map((option) => ({
              value: option,
              label: t(`portal|staff.reason.${option}`),
            }))}
            onChange={(event) => setReason(event.target.value)}
            touched={tried}
            error={reasonError}
            required
            id={reasonId}
          />
          <TextAreaField
            name="impersonationNote"
            label={t('portal|staff.noteLabel')}
            hint={t('portal|staff.noteHint')}
            value={note}
            rows={2}
            limit={IMPERSONATION_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            touched={tried}
            error={noteError}
            required
          />
        </>
      )}
      {switchCustomer.isError && (
        <Alert role="alert">{errorMessage(switchCustomer.error, i18n)}</Alert>
      )}
      <Button type="submit" disabled={lookup.status !== 'found'} loading={switchCustomer.isPending}>
        {t('portal|staffLoginAs')}
      </Button>
    </Form>
  );
}
