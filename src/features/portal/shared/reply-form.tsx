import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, notify, type ButtonVariant } from '../../../components';
import { AttachmentPicker } from '../../../components/attachment-picker';
import { TextAreaField } from '../../../components/text-area-field';
import { theme } from '../../../components/theme';
import type { AttachmentLimits } from '../../../domain/attachments';
import { MESSAGE_KEYS } from '../../../domain/forms/message-keys';
import { ApiError, errorMessage, errorMessageKey } from '../../../lib/api';
import { WriteFieldset } from './may-write';
import type { ReplyInput } from './send-reply';

/** Neither words nor files: say that either will do. */
const EMPTY_REPLY = 'portal|replyEmpty';

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

export type ReplySend = (reply: ReplyInput) => Promise<unknown>;

type ReplyFormProps = {
  /** The text field's name (and the start of the form's element ids). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  filesLabel: ReactNode;
  submitLabel: ReactNode;
  variant?: ButtonVariant;
  limits: AttachmentLimits;
  maxLength: number;
  /** Sends the checked text and the files together; the form empties once both have gone. */
  send: ReplySend;
  sentText: string;
};

/**
 * A customer's answer: words, photos and documents, sent with one button. A text or files is
 * enough, both go together or neither does; whatever fails stays in the form as it was, with the
 * reason beside the text or the files it concerns.
 */
export function ReplyForm({
  name,
  label,
  hint,
  filesLabel,
  submitLabel,
  variant,
  limits,
  maxLength,
  send,
  sentText,
}: ReplyFormProps) {
  const { i18n } = useTranslation();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [textError, setTextError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const text = body.trim();
    setFileError(undefined);
    if (!text && files.length === 0) return setTextError(EMPTY_REPLY);
    if (text.length > maxLength) return setTextError(MESSAGE_KEYS.tooLong);
    setTextError(undefined);
    sending.current = true;
    setPending(true);
    if (files.length > 0) setProgress(0);
    // An answer may close the question and with it this form: the outcome is told from the
    // promise, which settles whether or not the form is still there.
    send({ text, files, onProgress: setProgress })
      .then(
        () => {
          setBody('');
          setFiles([]);
          notify.info(sentText);
        },
        (failure: unknown) => {
          const key = errorMessageKey(failure, i18n);
          const aboutFiles =
            failure instanceof ApiError && (failure.status === 413 || failure.status === 415);
          if (aboutFiles && files.length > 0) setFileError(key);
          else setTextError(key);
          notify.error(errorMessage(failure, i18n));
        },
      )
      .finally(() => {
        sending.current = false;
        setPending(false);
        setProgress(null);
      });
  };
  return (
    <form noValidate onSubmit={submit}>
      <WriteFieldset>
        <Fields>
          <TextAreaField
            name={name}
            label={label}
            hint={hint}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            touched={textError !== undefined}
            error={textError}
            limit={maxLength}
          />
          <AttachmentPicker
            files={files}
            onChange={(chosen) => {
              setFiles(chosen);
              setFileError(undefined);
              if (chosen.length > 0 && textError === EMPTY_REPLY) setTextError(undefined);
            }}
            label={filesLabel}
            limits={limits}
            progress={progress}
            error={fileError}
          />
          <div>
            <Button type="submit" variant={variant} loading={pending}>
              {submitLabel}
            </Button>
          </div>
        </Fields>
      </WriteFieldset>
    </form>
  );
}
