import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Link } from '../../../components';
import type { CustomerCase } from '../../../domain/api/case';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import type { ScreenProps } from '../screen-props';
import { CaseThread } from '../shared/case-thread';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useMyRequests, useReplyToRequest } from './api';
import { ReplyForm } from '../shared/reply-form';
import { AskedBox } from '../shared/asked-box';
import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import { CUSTOMER_REPLY_MAX_LENGTH } from '../../../domain/api/case-paths';
import { CaseStatusBadge } from './case-status-badge';
import { theme } from '../../../components/theme';

const Cases = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Card = styled.li`
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(2)};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const Thread = styled.div`
  margin-top: ${theme.space(3)};
`;

function AnswerRequest({ request }: { request: CustomerCase }) {
  const { t } = useTranslation();
  const reply = useReplyToRequest(request.id);
  const asked = [...request.messages].reverse().find((message) => message.direction === 'outgoing');
  const headingId = `request-answer-${request.id}`;
  return (
    <AskedBox aria-labelledby={headingId}>
      <h3 id={headingId}>{t('requests|waitingHeading')}</h3>
      {asked && (
        <blockquote>
          {t('requests|fromStaff', { name: asked.authorName })}: {asked.body}
        </blockquote>
      )}
      <ReplyForm
        name={`answer-${request.caseNumber}`}
        label={t('requests|answerLabel')}
        filesLabel={t('requests|answerFiles')}
        submitLabel={t('requests|sendAnswer')}
        limits={ATTACHMENT_LIMITS}
        maxLength={CUSTOMER_REPLY_MAX_LENGTH}
        send={reply.mutateAsync}
        sentText={t('requests|answerSent')}
      />
    </AskedBox>
  );
}

function RequestCard({ request, language }: { request: CustomerCase; language: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const threadId = `request-thread-${request.id}`;
  return (
    <Card>
      <Top>
        <span>
          {t('requests|caseNumber', { caseNumber: request.caseNumber })} ·{' '}
          {t('requests|sentOn', { date: formatDate(request.createdAt, language) })}
        </span>
        <CaseStatusBadge status={request.status} />
      </Top>
      <h2>{request.subject}</h2>
      {request.status === 'waiting_for_customer' && <AnswerRequest request={request} />}
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={threadId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('requests|hideThread') : t('requests|showThread')} ({request.messages.length})
      </Button>
      <Thread id={threadId} hidden={!open}>
        {open && (
          <CaseThread
            messages={request.messages}
            language={language}
            label={t('requests|messages', { caseNumber: request.caseNumber })}
            author={(message) =>
              message.direction === 'outgoing'
                ? t('requests|fromStaff', { name: message.authorName })
                : t('requests|fromYou')
            }
          />
        )}
      </Thread>
    </Card>
  );
}

/** "My requests": what the customer has asked us and what we answered. */
export function RequestsScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const requests = useMyRequests();
  const header = <ScreenHeader title={t('requests|heading')} intro={t('requests|intro')} />;
  if (requests.isPending)
    return (
      <>
        {header}
        <ScreenLoading label={t('requests|loading')} />
      </>
    );
  if (requests.isError)
    return (
      <>
        {header}
        <ScreenError error={requests.error} onRetry={() => void requests.refetch()} />
      </>
    );
  if (requests.data.cases.length === 0)
    return (
      <>
        {header}
        <EmptyState title={t('requests|emptyTitle')}>
          <p>{t('requests|emptyText')}</p>
          <Link href={paths.inquiry(language)}>{t('requests|writeInquiry')}</Link>
        </EmptyState>
      </>
    );
  return (
    <>
      {header}
      <Cases>
        {requests.data.cases.map((request) => (
          <RequestCard key={request.id} request={request} language={language} />
        ))}
      </Cases>
    </>
  );
}
