import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, notify, SelectField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { ClaimAttachment } from '../../../domain/api/claim';
import {
  type StaffClaimDetail,
  type StaffClaimListQuery,
  type StaffClaimSummary,
} from '../../../domain/api/claim-handling';
import { STAFF_CLAIM_API } from '../../../domain/api/claim-handling-paths';
import { CLAIM_STATUSES, OPEN_CLAIM_STATUSES, type ClaimStatus } from '../../../domain/api/values';
import {
  CLAIM_MESSAGE_MAX_LENGTH,
  NOTE_REQUIRED,
  QUESTION_REQUIRED,
} from '../../../domain/claim-handling';
import { formatDate, formatKennitala } from '../../../domain/format';
import { MESSAGE_KEYS } from '../../../domain/forms/message-keys';
import { callForFile, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import {
  ClaimMessageForm,
  ClaimFiles,
  ClaimMessages,
  ClaimTimeline,
  localized,
  MayWriteContext,
  WriteFieldset,
  EmptyState,
  ScreenError,
  ScreenHeader,
  ScreenLoading,
} from '../../portal';
import {
  useAssignClaim,
  useClaimHandlers,
  useClaimQueue,
  useDeskClaim,
  useMessageCustomer,
  useMoveClaim,
} from './api';
import { ReportAnswers } from './report-answers';
import {
  BackToList,
  OpenedItemWaiting,
  useOpenedHeading,
  useSaveAttachment,
} from '../shared/opened-item';
import { ItemNotice, ItemSection, WorkRow, WorkRows } from '../shared/work-list';
import { theme } from '../../../components/theme';

const Filters = styled.form`
  display: grid;
  gap: 0 ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A claim's row wraps anywhere: its number and the customer's name can be long. */
const Row = styled(WorkRow)`
  overflow-wrap: anywhere;
  button {
    text-align: left;
  }
`;

const Tag = styled.span<{ $alert?: boolean }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ $alert, theme }) => ($alert ? '#fff' : theme.colors.text)};
  background: ${({ $alert, theme }) => ($alert ? theme.colors.brand : theme.colors.surface)};
  border: 1px solid ${theme.colors.border};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  ${theme.up('sm')} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space(2)};
    overflow-wrap: anywhere;
    ${theme.up('sm')} {
      margin: 0;
    }
  }
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${theme.space(3)};
  > :first-child {
    flex: 1 1 14rem;
  }
  > button {
    margin-bottom: ${theme.space(4)};
  }
`;

type StatusFilter = ClaimStatus | 'all';

/**
 * The filters and the open claim live in the address (`?status=…&assignee=me&claim=…`), so a
 * reload or a shared link shows the same view; opening a claim is a step Back undoes.
 */
function useDeskAddress() {
  const [search, setSearch] = useState(() =>
    typeof window === 'undefined' ? '' : window.location.search,
  );
  useEffect(() => {
    const onPopState = () => setSearch(window.location.search);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const params = new URLSearchParams(search);
  const given = params.get('status');
  const status: StatusFilter =
    given === 'all' || CLAIM_STATUSES.includes(given as ClaimStatus)
      ? (given as StatusFilter)
      : 'reported';
  const mine = params.get('assignee') === 'me';
  const claimId = params.get('claim');
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const query = next.toString() ? `?${next.toString()}` : '';
    const address = `${window.location.pathname}${query}`;
    if (changes.claim) window.history.pushState(window.history.state, '', address);
    else window.history.replaceState(window.history.state, '', address);
    setSearch(query);
  };
  return { status, mine, claimId, go };
}

function Queue({
  claims,
  language,
  onOpen,
}: {
  claims: StaffClaimSummary[];
  language: Language;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <WorkRows>
      {claims.map((claim) => (
        <Row
          key={claim.id}
          $new={claim.status === 'reported' || claim.unreadMessages > 0}
          $dateColumn="9rem"
        >
          <small>{claim.number}</small>
          <div>
            <Button
              variant="link"
              onClick={() => onOpen(claim.id)}
              aria-label={t('claimHandling|desk.open', { number: claim.number })}
            >
              {localized(claim.title, language)}
            </Button>
            <br />
            <small>
              {claim.customerName ?? claim.reporterName ?? ''} ·{' '}
              {formatDate(claim.reportedAt, language, { time: true })} ·{' '}
              {t('claimHandling|detail.handler')}:{' '}
              {claim.assignee?.name ?? t('claimHandling|desk.nobody')}
            </small>
            {claim.unreadMessages > 0 && (
              <>
                <br />
                <Tag $alert>{t('claimHandling|desk.unread', { count: claim.unreadMessages })}</Tag>
              </>
            )}
            {claim.holderConfirmation && claim.holderConfirmation !== 'confirmed' && (
              <>
                <br />
                <Tag $alert>{t(`claimHandling|holder.${claim.holderConfirmation}`)}</Tag>
              </>
            )}
          </div>
          <Tag>{t(`claimHandling|status.${claim.status}`)}</Tag>
        </Row>
      ))}
    </WorkRows>
  );
}

function AssignForm({ claim }: { claim: StaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const handlers = useClaimHandlers();
  const assign = useAssignClaim(claim.id);
  const [chosen, setChosen] = useState(claim.assignee?.id ?? '');
  useEffect(() => setChosen(claim.assignee?.id ?? ''), [claim.assignee?.id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    assign.mutate(
      { staffId: chosen },
      {
        onSuccess: (detail) =>
          notify.info(t('claimHandling|action.assigned', { name: detail.assignee?.name ?? '' })),
        onError: (error) => notify.error(errorMessage(error, i18n)),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <WriteFieldset>
        <Inline>
          <SelectField
            name="handler"
            label={t('claimHandling|action.assignTo')}
            value={chosen}
            options={[
              { value: '', label: t('claimHandling|action.chooseHandler') },
              ...(handlers.data?.handlers ?? []).map((handler) => ({
                value: handler.id,
                label: handler.name,
              })),
            ]}
            onChange={(event) => setChosen(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={assign.isPending}
            disabled={!chosen || chosen === claim.assignee?.id}
          >
            {t('claimHandling|action.assign')}
          </Button>
        </Inline>
      </WriteFieldset>
    </form>
  );
}

function MoveForm({ claim }: { claim: StaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const move = useMoveClaim(claim.id);
  const [target, setTarget] = useState<ClaimStatus | ''>(claim.allowedStatuses[0] ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    setTarget(claim.allowedStatuses[0] ?? '');
    setText('');
    setError(undefined);
  }, [claim.status, claim.allowedStatuses]);
  if (claim.allowedStatuses.length === 0) return <p>{t('claimHandling|action.noMoves')}</p>;
  const asks = target !== '' && QUESTION_REQUIRED.includes(target);
  const decides = target !== '' && NOTE_REQUIRED.includes(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const written = text.trim();
    if ((asks || decides) && !written) return setError(MESSAGE_KEYS.requiredField);
    if (written.length > CLAIM_MESSAGE_MAX_LENGTH) return setError(MESSAGE_KEYS.tooLong);
    setError(undefined);
    move.mutate(
      {
        status: target,
        ...(asks ? { question: written } : written ? { note: written } : {}),
      },
      {
        onSuccess: (detail) =>
          notify.info(
            t('claimHandling|action.moved', {
              status: t(`claimHandling|status.${detail.status}`),
            }),
          ),
        onError: (failure) => notify.error(errorMessage(failure, i18n)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <WriteFieldset>
        <SelectField
          name="status"
          label={t('claimHandling|action.moveTo')}
          value={target}
          options={claim.allowedStatuses.map((value) => ({
            value,
            label: t(`claimHandling|status.${value}`),
          }))}
          onChange={(event) => {
            setTarget(event.target.value as ClaimStatus);
            setError(undefined);
          }}
        />
        <TextAreaField
          name={asks ? 'question' : 'note'}
          label={t(
            asks
              ? 'claimHandling|action.question'
              : decides
                ? 'claimHandling|action.noteRequired'
                : 'claimHandling|action.note',
          )}
          hint={
            asks
              ? t('claimHandling|action.questionHint')
              : t('claimHandling|action.noteHint', {
                  language: t(`claimHandling|detail.language.${claim.language}`),
                })
          }
          value={text}
          onChange={(event) => setText(event.target.value)}
          touched={error !== undefined}
          error={error}
          limit={CLAIM_MESSAGE_MAX_LENGTH}
          required={asks || decides}
        />
        <Button type="submit" loading={move.isPending}>
          {t('claimHandling|action.move')}
        </Button>
      </WriteFieldset>
    </form>
  );
}

/**
 * A message to the customer (the thread and an e-mail). Marked as a question, the claim waits for
 * the customer's answer, and their portal and home page flag it; otherwise it stays where it is.
 */
function MessageCustomerForm({ claim }: { claim: StaffClaimDetail }) {
  const { t } = useTranslation();
  const send = useMessageCustomer(claim.id);
  const [question, setQuestion] = useState(false);
  return (
    <ClaimMessageForm
      name="message"
      label={t('claimHandling|action.message')}
      hint={t('claimHandling|action.messageHint', {
        language: t(`claimHandling|detail.language.${claim.language}`),
      })}
      submitLabel={t('claimHandling|action.sendMessage')}
      variant="secondary"
      pending={send.isPending}
      send={async (body) => {
        await send.mutateAsync({ body, question });
        setQuestion(false);
      }}
      sentText={t(
        question ? 'claimHandling|action.questionSent' : 'claimHandling|action.messageSent',
      )}
    >
      <Checkbox
        name="question"
        label={t('claimHandling|action.asQuestion')}
        checked={question}
        onChange={(event) => setQuestion(event.target.checked)}
      />
    </ClaimMessageForm>
  );
}

function DeskClaimView({
  id,
  language,
  readOnly,
  onBack,
}: {
  id: string;
  language: Language;
  readOnly: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const detail = useDeskClaim(id);
  const headingRef = useOpenedHeading(id, detail.isSuccess);
  const saveAttachment = useSaveAttachment();
  const back = <BackToList label={t('claimHandling|desk.back')} onBack={onBack} />;
  if (!detail.isSuccess)
    return (
      <OpenedItemWaiting
        detail={detail}
        back={back}
        loadingLabel={t('claimHandling|detail.loading')}
      />
    );
  const claim = detail.data;
  const download = (file: ClaimAttachment) =>
    saveAttachment(() => callForFile(STAFF_CLAIM_API.attachment(claim.id, file.id)), file.fileName);
  return (
    <article aria-labelledby="desk-claim-heading">
      {back}
      <h1 id="desk-claim-heading" ref={headingRef} tabIndex={-1}>
        {claim.number}: {localized(claim.title, language)}
      </h1>
      <Facts aria-label={t('claimHandling|detail.facts')}>
        <dt>{t('claimHandling|detail.status')}</dt>
        <dd>
          <Tag>{t(`claimHandling|status.${claim.status}`)}</Tag>
        </dd>
        {claim.holderConfirmation && (
          <>
            <dt>{t('claimHandling|holder.label')}</dt>
            <dd>
              <Tag $alert={claim.holderConfirmation !== 'confirmed'}>
                {t(`claimHandling|holder.${claim.holderConfirmation}`)}
              </Tag>{' '}
              {claim.holderConfirmation !== 'confirmed' && t('claimHandling|holder.explain')}
            </dd>
          </>
        )}
        {claim.claimType && (
          <>
            <dt>{t('claimHandling|detail.type')}</dt>
            <dd>{t(`claimReport|type.${claim.claimType}`)}</dd>
          </>
        )}
        <dt>{t('claimHandling|detail.reporter')}</dt>
        <dd>
          {claim.reporterName ?? '–'}
          {claim.reporterEmail ? ` <${claim.reporterEmail}>` : ''}
        </dd>
        <dt>{t('claimHandling|detail.customer')}</dt>
        <dd>
          {claim.customerName && claim.claimantKennitala
            ? `${claim.customerName} (${formatKennitala(claim.claimantKennitala)})`
            : t('claimHandling|detail.notCustomer')}
        </dd>
        {claim.insuredKennitala && (
          <>
            <dt>{t('claimHandling|detail.insured')}</dt>
            <dd>{formatKennitala(claim.insuredKennitala)}</dd>
          </>
        )}
        <dt>{t('claimHandling|detail.policy')}</dt>
        <dd>{claim.policyNumber ?? t('claimHandling|detail.noPolicy')}</dd>
        <dt>{t('claimHandling|detail.incidentDate')}</dt>
        <dd>{formatDate(claim.incidentDate, language)}</dd>
        <dt>{t('claimHandling|detail.reported')}</dt>
        <dd>{formatDate(claim.reportedDate, language)}</dd>
        <dt>{t('claimHandling|detail.language')}</dt>
        <dd>{t(`claimHandling|detail.language.${claim.language}`)}</dd>
        <dt>{t('claimHandling|detail.handler')}</dt>
        <dd>{claim.assignee?.name ?? claim.handler?.name ?? t('claimHandling|desk.nobody')}</dd>
        {claim.nextStep && (
          <>
            <dt>{t('claimHandling|detail.nextStep')}</dt>
            <dd>{localized(claim.nextStep.text, language)}</dd>
          </>
        )}
      </Facts>

      <ItemSection aria-labelledby="desk-actions-heading">
        <h2 id="desk-actions-heading">{t('claimHandling|action.heading')}</h2>
        {readOnly && <ItemNotice>{t('claimHandling|desk.readOnly')}</ItemNotice>}
        <MayWriteContext.Provider value={!readOnly}>
          <AssignForm claim={claim} />
          <MoveForm claim={claim} />
        </MayWriteContext.Provider>
      </ItemSection>

      <ItemSection aria-labelledby="desk-messages-heading">
        <h2 id="desk-messages-heading">{t('claimHandling|detail.messages')}</h2>
        <ClaimMessages
          messages={claim.messages}
          language={language}
          label={t('claimHandling|detail.messages')}
          author={(message) => message.authorName}
        />
        {OPEN_CLAIM_STATUSES.includes(claim.status) && (
          <MayWriteContext.Provider value={!readOnly}>
            <MessageCustomerForm claim={claim} />
          </MayWriteContext.Provider>
        )}
      </ItemSection>

      <ItemSection aria-labelledby="desk-report-heading">
        <h2 id="desk-report-heading">{t('claimHandling|detail.report')}</h2>
        <p>{localized(claim.description, language)}</p>
        {claim.report ? (
          <ReportAnswers report={claim.report} language={language} />
        ) : (
          <p>{t('claimHandling|detail.noReport')}</p>
        )}
      </ItemSection>

      <ItemSection aria-labelledby="desk-files-heading">
        <h2 id="desk-files-heading">{t('claimHandling|detail.files')}</h2>
        <ClaimFiles
          files={claim.attachments}
          language={language}
          link={(file) => (
            <Button variant="link" onClick={() => void download(file)}>
              {file.fileName}
            </Button>
          )}
        />
      </ItemSection>

      <ItemSection aria-labelledby="desk-timeline-heading">
        <h2 id="desk-timeline-heading">{t('claimHandling|detail.timeline')}</h2>
        <ClaimTimeline
          status={claim.status}
          timeline={claim.timeline}
          language={language}
          open={OPEN_CLAIM_STATUSES.includes(claim.status)}
          showNotes
          compact={false}
          label={t('claimHandling|detail.timeline')}
        />
      </ItemSection>
    </article>
  );
}

/**
 * The claims desk on the staff host: the new claims first (status reported, newest first),
 * filtered by status and by "assigned to me", each row telling how many customer messages are
 * unread. A claim opens in place (`?claim=`). Read-only staff see everything, every control that
 * would change a claim disabled.
 */
export function ClaimsDeskScreen({
  language,
  readOnly,
}: {
  language: Language;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { status, mine, claimId, go } = useDeskAddress();
  const query: StaffClaimListQuery = { status, ...(mine ? { assignee: 'me' as const } : {}) };
  const queue = useClaimQueue(query);

  if (claimId)
    return (
      <DeskClaimView
        id={claimId}
        language={language}
        readOnly={readOnly}
        onBack={() => go({ claim: null })}
      />
    );

  return (
    <>
      <ScreenHeader title={t('claimHandling|desk.heading')} intro={t('claimHandling|desk.intro')} />
      <Filters
        aria-label={t('claimHandling|desk.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          name="status"
          label={t('claimHandling|desk.status')}
          value={status}
          options={[
            ...CLAIM_STATUSES.map((value) => ({
              value,
              label: t(`claimHandling|status.${value}`),
            })),
            { value: 'all', label: t('claimHandling|desk.statusAll') },
          ]}
          onChange={(event) =>
            go({ status: event.target.value === 'reported' ? null : event.target.value })
          }
        />
        <SelectField
          name="assignee"
          label={t('claimHandling|desk.assignee')}
          value={mine ? 'me' : ''}
          options={[
            { value: '', label: t('claimHandling|desk.assigneeAny') },
            { value: 'me', label: t('claimHandling|desk.assigneeMe') },
          ]}
          onChange={(event) => go({ assignee: event.target.value || null })}
        />
      </Filters>
      {queue.isPending ? (
        <ScreenLoading label={t('claimHandling|desk.loading')} />
      ) : queue.isError ? (
        <ScreenError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.claims.length === 0 ? (
        <EmptyState title={t('claimHandling|desk.emptyTitle')}>
          <p>{t('claimHandling|desk.emptyText')}</p>
        </EmptyState>
      ) : (
        <Queue claims={queue.data.claims} language={language} onOpen={(id) => go({ claim: id })} />
      )}
    </>
  );
}
