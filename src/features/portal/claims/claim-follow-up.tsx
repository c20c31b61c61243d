import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, notify } from '../../../components';
import type { Claim, ClaimMessage } from '../../../domain/api/portal';
import { CLAIM_MESSAGE_MAX_LENGTH, CLAIM_REPLY_FILE_LIMITS } from '../../../domain/claim-handling';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { useMayWrite } from '../shared/may-write';
import { ReplyForm } from '../shared/reply-form';
import { AskedBox } from '../shared/asked-box';
import { downloadClaimFile, isOpenClaim, useSendClaimReply } from './api';
import { ClaimFiles, ClaimMessages } from './claim-messages';
import { theme } from '../../../components/theme';
import { useServicePhoneText } from '../../public/layout';

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

/** The customer's words and files to the handler, one send; the answer when a question is open. */
function ReplyToHandler({ claim, answering }: { claim: Claim; answering: boolean }) {
  const { t } = useTranslation();
  const send = useSendClaimReply(claim.id);
  return (
    <ReplyForm
      name={answering ? 'answer' : 'message'}
      label={t(
        answering ? 'claimHandling|follow.answerLabel' : 'claimHandling|follow.messageLabel',
      )}
      filesLabel={t('claimHandling|follow.addFiles')}
      submitLabel={t(answering ? 'claimHandling|follow.sendAnswer' : 'claimHandling|follow.send')}
      limits={CLAIM_REPLY_FILE_LIMITS}
      maxLength={CLAIM_MESSAGE_MAX_LENGTH}
      send={send.mutateAsync}
      sentText={t(answering ? 'claimHandling|follow.answered' : 'claimHandling|follow.sent')}
    />
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
    <AskedBox aria-labelledby="claim-question-heading">
      <h3 id="claim-question-heading">{t('claimHandling|follow.question')}</h3>
      <blockquote>{question.body}</blockquote>
      <ReplyToHandler claim={claim} answering />
    </AskedBox>
  );
}

/**
 * The customer's side of a claim being handled: the messages both ways, the photos and documents,
 * and, while the claim is open, one form that sends words and files together (the answer, when
 * the handler has asked something, sits with the question above).
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
      {open && !claim.openQuestion && <ReplyToHandler claim={claim} answering={false} />}
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
      {!open && <Muted>{phoneText('claimHandling|follow.closed')}</Muted>}
    </Section>
  );
}
