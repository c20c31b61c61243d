import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, notify, Skeleton } from '../../../components';
import type { SignableDocument, SignedDocument } from '../../../domain/api/signing';
import { SIGNING_MEMO_MAX_LENGTH } from '../../../domain/api/signing-rules';
import { signingMemoSchema } from '../../../domain/forms/signing';
import { validateWith } from '../../../domain/forms/validate';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { Badge } from '../shared/badge';
import { ItemMeta } from '../shared/card';
import { localized } from '../shared/format';
import { useCreateMemo, useDownloadSigned, useSignableDocument } from './api';
import { formatDate } from '../../../domain/format';
import { theme } from '../../../components/theme';
import { WriteButton } from '../shared/may-write';

const Card = styled.article`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  ${theme.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: start;
    padding: ${theme.space(4)} ${theme.space(5)};
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${theme.up('md')} {
    display: flex;
    justify-content: flex-end;
  }
`;

const Details = styled.div`
  grid-column: 1 / -1;
  padding-top: ${theme.space(3)};
  border-top: 1px solid ${theme.colors.border};
  p {
    white-space: pre-line;
  }
  h4 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: 1rem;
  }
`;

const Memos = styled.ul`
  margin: 0 0 ${theme.space(3)};
  padding-left: ${theme.space(4)};
`;

const MemoForm = styled.form`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 5rem;
    padding: ${theme.space(2)};
    font: inherit;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
  textarea[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
  button {
    justify-self: start;
  }
`;

const FieldErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.error};
  font-weight: 600;
`;

/** The message keys of the note form: the shared ones in default, 'tooLong' in this screen's group. */
const memoErrorKey = (key: string) =>
  key === 'tooLong' ? 'signing|memoTooLong' : `default|${key}`;

/** The document's text, the customer's notes on it, and a form for another note. */
function DocumentText({
  document,
  language,
  canWrite,
}: {
  document: SignableDocument;
  language: Language;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const detail = useSignableDocument(document.id, true);
  const createMemo = useCreateMemo();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldId = useElementId();
  const errorId = `${fieldId}-error`;

  if (detail.isPending) return <Skeleton width="100%" height={80} />;
  if (detail.isError)
    return (
      <div role="alert">
        <p>{errorMessage(detail.error, i18n)}</p>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('portal|retry')}
        </Button>
      </div>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = await validateWith(signingMemoSchema, { text });
    if (!valid.ok) {
      setError(memoErrorKey(valid.errors.text?.[0] ?? 'requiredField'));
      return;
    }
    setError(undefined);
    createMemo.mutate(
      { id: document.id, text: valid.value.text },
      {
        onSuccess: () => {
          setText('');
          notify.info(t('signing|memoSent'));
        },
        onError: (failure) => notify.error(errorMessage(failure, i18n)),
      },
    );
  }

  return (
    <>
      {localized(detail.data.body, language)
        .split(/\n{2,}/)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      {detail.data.memos.length > 0 && (
        <>
          <h4>{t('signing|memosHeading')}</h4>
          <Memos>
            {detail.data.memos.map((memo) => (
              <li key={memo.id}>
                {memo.text}{' '}
                <ItemMeta as="span">
                  {memo.authorName}, {formatDate(memo.createdAt, language)}
                </ItemMeta>
              </li>
            ))}
          </Memos>
        </>
      )}
      {canWrite && (
        <MemoForm noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={fieldId}>{t('signing|memoLabel')}</label>
          <textarea
            id={fieldId}
            name="memo"
            value={text}
            maxLength={SIGNING_MEMO_MAX_LENGTH + 1}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <FieldErrorText id={errorId} role="alert">
              {t(error)}
            </FieldErrorText>
          )}
          <WriteButton type="submit" variant="secondary" loading={createMemo.isPending}>
            {t('signing|memoSend')}
          </WriteButton>
        </MemoForm>
      )}
    </>
  );
}

/** A document waiting for a signature, or one whose time ran out. */
export function PendingDocumentCard({
  document,
  language,
  signAction,
  canWriteMemo,
}: {
  document: SignableDocument;
  language: Language;
  /** The sign button, or why this person cannot sign; none for an expired document. */
  signAction?: ReactNode;
  canWriteMemo: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useElementId();
  const detailsId = useElementId();
  const [open, setOpen] = useState(false);
  const title = localized(document.title, language);
  const expired = document.status === 'expired';

  return (
    <Card aria-labelledby={headingId} data-document-id={document.id} data-status={document.status}>
      <div>
        <h3 id={headingId}>{title}</h3>
        <ItemMeta>
          {expired ? (
            <Badge tone="neutral">{t('signing|expired')}</Badge>
          ) : (
            <Badge tone="warning">{t('signing|awaiting')}</Badge>
          )}
          {document.signBy && (
            <span>
              {t(expired ? 'signing|expiredOn' : 'signing|signBy', {
                date: formatDate(document.signBy, language),
              })}
            </span>
          )}
          {document.policyNumber && (
            <span>{t('signing|policy', { number: document.policyNumber })}</span>
          )}
        </ItemMeta>
      </div>
      <Actions>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${t(open ? 'signing|hideText' : 'signing|readText')}: ${title}`}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'signing|hideText' : 'signing|readText')}
        </Button>
        {!expired && signAction}
      </Actions>
      <Details id={detailsId} hidden={!open}>
        {open && (
          <DocumentText
            document={document}
            language={language}
            canWrite={canWriteMemo && !expired}
          />
        )}
      </Details>
    </Card>
  );
}

/** A signed document: who signed it, how and when, and its signed PDF. */
export function SignedDocumentCard({
  document,
  language,
}: {
  document: SignedDocument;
  language: Language;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useElementId();
  const download = useDownloadSigned();
  const title = localized(document.title, language);
  const label = t('signing|downloadSigned');

  return (
    <Card aria-labelledby={headingId} data-document-id={document.id} data-status="signed">
      <div>
        <h3 id={headingId}>{title}</h3>
        <ItemMeta>
          <Badge tone="success">{t('signing|signed')}</Badge>
          <span>
            {t('signing|signedBy', {
              name: document.signature.signerName,
              date: formatDate(document.signature.signedAt, language),
            })}
          </span>
          <span>{t(`signing|method.${document.signature.method}`)}</span>
          {document.policyNumber && (
            <span>{t('signing|policy', { number: document.policyNumber })}</span>
          )}
        </ItemMeta>
      </div>
      <Actions>
        <Button
          aria-label={`${label}: ${title}`}
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { document, lang: language },
              { onError: (error) => notify.error(errorMessage(error, i18n)) },
            )
          }
        >
          {label}
        </Button>
      </Actions>
    </Card>
  );
}
