import { useTranslation } from 'react-i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, notify, type ButtonVariant } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { CLAIM_MESSAGE_MAX_LENGTH } from '../../../domain/claim-handling';
import { MESSAGE_KEYS } from '../../../domain/forms/message-keys';
import { errorMessage } from '../../../lib/api';
import { WriteFieldset } from '../shared/may-write';

type ClaimMessageFormProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  submitLabel: ReactNode;
  variant?: ButtonVariant;
  pending: boolean;
  /** Sends the checked text; the form empties and says `sentText` once it has gone. */
  send: (text: string) => Promise<unknown>;
  sentText: string;
  /** More of the form between the text and the button (the desk's "this is a question"). */
  children?: ReactNode;
};

/**
 * A message in a claim's thread, written by the customer or by the handler: required, at most
 * CLAIM_MESSAGE_MAX_LENGTH characters, kept as typed when sending fails.
 */
export function ClaimMessageForm({
  name,
  label,
  hint,
  submitLabel,
  variant,
  pending,
  send,
  sentText,
  children,
}: ClaimMessageFormProps) {
  const { i18n } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(MESSAGE_KEYS.requiredField);
    if (text.length > CLAIM_MESSAGE_MAX_LENGTH) return setError(MESSAGE_KEYS.tooLong);
    setError(undefined);
    // An answer closes the question and with it this form: the outcome is told from the
    // promise, which settles whether or not the form is still there.
    send(text).then(
      () => {
        setBody('');
        notify.info(sentText);
      },
      (failure: unknown) => notify.error(errorMessage(failure, i18n)),
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <WriteFieldset>
        <TextAreaField
          name={name}
          label={label}
          hint={hint}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          touched={error !== undefined}
          error={error}
          limit={CLAIM_MESSAGE_MAX_LENGTH}
          required
        />
        {children}
        <Button type="submit" variant={variant} loading={pending}>
          {submitLabel}
        </Button>
      </WriteFieldset>
    </form>
  );
}
