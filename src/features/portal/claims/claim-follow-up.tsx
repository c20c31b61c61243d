import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import styled from '#styled';
import { Button, notify } from '../../../components';
import { AttachmentPicker } from '../../../components/attachment-picker';
import type { Claim, ClaimMessage } from '../../../domain/api/portal';
import { CLAIM_FILE_LIMITS } from '../../../domain/forms/claim-report';
import { errorMessage, errorMessageKey } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { useMayWrite, WriteFieldset } from '../shared/may-write';
import { downloadClaimFile, isOpenClaim, useAddClaimFiles, useSendClaimMessage } from './api';
import { ClaimMessageForm } from './claim-message-form';
import { ClaimFiles, ClaimMessages } from './claim-messages';
import { theme } from '../../../components/theme';
import { useServicePhoneText } from '../../layout';

const Question = styled.section`
  margin: ${theme.space(4)} 0;
  padding: ${theme.space(4)};
  border: 2px solid ${theme.colors.warning};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningBackground};
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.0625rem;
  }
  blockquote {
    margin: 0 0 ${theme.space(4)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;

const Section = styled.section`
  margin-top: ${theme.space(5)};
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.0625rem;
  }
  h4 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: 1rem;
  }
  form {
    margin-top: ${theme.space(4)};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

function MessageForm({ claim, answering }: { claim: Claim; answering: boolean }) {
  const { t } = useTranslation();
  const send = useSendClaimMessage(claim.id);
  return (
    <ClaimMessageForm
      name={answering ? 'answer' : 'message'}
      label={t(
        answering ? 'claimHandling|follow.answerLabel' : 'claimHandling|follow.messageLabel',
      )}
      submitLabel={t(answering ? 'claimHandling|follow.sendAnswer' : 'claimHandling|follow.send')}
      pending={send.isPending}
      send={send.mutateAsync}
      sentText={t(answering ? 'claimHandling|follow.answered' : 'claimHandling|follow.sent')}
    />
  );
}

function FileForm({ claim }: { claim: Claim }) {
  const { t, i18n } = useTranslation();
  const add = useAddClaimFiles(claim.id);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const sending = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || sending.current) return;
    sending.current = true;
    setError(undefined);
    setProgress(0);
    add.mutate(
      { files, onProgress: setProgress },
      {
        onSuccess: (count) => {
          setFiles([]);
          notify.info(t('claimHandling|follow.uploaded', { count }));
        },
        onError: (failure) => {
          setError(errorMessageKey(failure, i18n));
          notify.error(errorMessage(failure, i18n));
        },
        onSettled: () => {
          sending.current = false;
          setProgress(null);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <WriteFieldset>
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          label={t('claimHandling|follow.addFiles')}
          limits={CLAIM_FILE_LIMITS}
          progress={progress}
          error={error}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={add.isPending}
          disabled={files.length === 0}
        >
          {t('claimHandling|follow.upload')}
        </Button>
      </WriteFieldset>
    </form>
  );
}

/**
 * The handler's open question, shown first and plainly while the claim waits for the customer;
 * the answer sends the claim back to review.
 */
export function ClaimQuestion({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const question = claim.openQuestion;
  if (!question || !isOpenClaim(claim)) return null;
  return (
    <Question aria-labelledby="claim-question-heading">
      <h3 id="claim-question-heading">{t('claimHandling|follow.question')}</h3>
      <blockquote>{question.body}</blockquote>
      <MessageForm claim={claim} answering />
    </Question>
  );
}

/**
 * The customer's side of a claim being handled: the messages both ways, the photos and documents,
 * and ways to write and add more while the claim is open.
 */
export function ClaimFollowUp({ claim, language }: { claim: Claim; language: Language }) {
  const { t, i18n } = useTranslation();
  const phoneText = useServicePhoneText();
  const mayWrite = useMayWrite();
  const open = isOpenClaim(claim);
  const author = (message: ClaimMessage) =>
    message.author === 'staff'
      ? `${message.authorName} (${t('claimHandling|follow.fromHandler')})`
      : message.authorName;
  const download = (file: Claim['attachments'][number]) =>
    downloadClaimFile(claim.id, file).catch((failure: unknown) =>
      notify.error(errorMessage(failure, i18n)),
    );
  return (
    <Section aria-labelledby="claim-follow-up-heading">
      <h3 id="claim-follow-up-heading">{t('claimHandling|follow.heading')}</h3>
      <h4>{t('claimHandling|follow.messages')}</h4>
      <ClaimMessages
        messages={claim.messages}
        language={language}
        label={t('claimHandling|follow.messages')}
        author={author}
      />
      {!mayWrite && <Muted>{t('claimHandling|follow.readOnly')}</Muted>}
      {open && !claim.openQuestion && <MessageForm claim={claim} answering={false} />}
      <h4>{t('claimHandling|follow.files')}</h4>
      <ClaimFiles
        files={claim.attachments}
        language={language}
        link={(file) => (
          <Button variant="link" onClick={() => void download(file)}>
            {file.fileName}
          </Button>
        )}
      />
      {open ? (
        <FileForm claim={claim} />
      ) : (
        <Muted>{phoneText('claimHandling|follow.closed')}</Muted>
      )}
    </Section>
  );
}
