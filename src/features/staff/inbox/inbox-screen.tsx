import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { object, string } from 'yup';
import { Button, notify, SelectField, VisuallyHidden } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { CaseDetail, CaseListQuery, CaseSummary } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import {
  CASE_KINDS,
  CASE_QUEUES,
  CASE_STATUSES,
  type CaseStatus,
} from '../../../domain/api/values';
import { formatDate } from '../../../domain/format';
import { MESSAGE_KEYS } from '../../../domain/forms/message-keys';
import { callForFile, errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { InboxStatusBadge } from './inbox-status-badge';
import { CaseThread, EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../../portal';
import {
  BackToList,
  OpenedItemWaiting,
  useOpenedHeading,
  useSaveAttachment,
} from '../shared/opened-item';
import { ItemNotice, ItemSection, WorkRow, WorkRows } from '../shared/work-list';
import { useAssignToMe, useCase, useCases, useChangeStatus, useReply } from './api';
import { theme } from '../../../components/theme';

/** The longest reply staff may send (the server's limit too). */
const REPLY_MAX_LENGTH = 10_000;

const replySchema = object({
  body: string()
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(REPLY_MAX_LENGTH, MESSAGE_KEYS.tooLong),
});

const Filters = styled.form`
  display: grid;
  gap: 0 ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Subject = styled.div`
  overflow-wrap: anywhere;
  button {
    text-align: left;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  > :first-child {
    flex: 1 1 14rem;
  }
`;

type Filter = Required<{ [Key in keyof CaseListQuery]: string }>;
const FILTER_NAMES = ['kind', 'status', 'queue', 'assignee'] as const;

/**
 * The filters and the open case live in the address, so a reload or a shared link shows the same
 * view. The portal's router only picks the screen; the query string is this screen's own.
 */
function useInboxAddress() {
  const [search, setSearch] = useState(() =>
    typeof window === 'undefined' ? '' : window.location.search,
  );
  useEffect(() => {
    const onPopState = () => setSearch(window.location.search);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const params = new URLSearchParams(search);
  const filter = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as Filter;
  const caseId = params.get('case');
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const query = next.toString() ? `?${next.toString()}` : '';
    const address = `${window.location.pathname}${query}`;
    // Opening a case is a step Back should undo; changing a filter is not.
    if ('case' in changes && changes.case)
      window.history.pushState(window.history.state, '', address);
    else window.history.replaceState(window.history.state, '', address);
    setSearch(query);
  };
  return { filter, caseId, go };
}

function toQuery(filter: Filter): CaseListQuery {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== ''),
  ) as CaseListQuery;
}

/** Tells screen-reader users when the list has grown since they last looked. */
function useNewCaseAnnouncement(cases: CaseSummary[] | undefined) {
  const { t } = useTranslation();
  const seen = useRef<Set<string> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!cases) return;
    const ids = new Set(cases.map((item) => item.id));
    if (seen.current) {
      const added = cases.filter((item) => !seen.current!.has(item.id)).length;
      if (added > 0) setMessage(t('inbox|newCases', { count: added }));
    }
    seen.current = ids;
  }, [cases, t]);
  return message;
}

function CaseList({
  cases,
  language,
  onOpen,
}: {
  cases: CaseSummary[];
  language: Language;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <WorkRows>
      {cases.map((item) => (
        <WorkRow key={item.id} $new={item.status === 'new'} $dateColumn="7rem">
          <small>{item.caseNumber}</small>
          <Subject>
            <Button
              variant="link"
              onClick={() => onOpen(item.id)}
              aria-label={t('inbox|open', { caseNumber: item.caseNumber })}
            >
              {item.subject}
            </Button>
            <br />
            <small>
              {item.senderName} · {t(`inbox|queue_${item.queue}`)} ·{' '}
              {formatDate(item.createdAt, language, { time: true })} · {t('inbox|assignedTo')}:{' '}
              {item.assignee?.name ?? t('inbox|nobody')}
            </small>
          </Subject>
          <InboxStatusBadge item={item} />
        </WorkRow>
      ))}
    </WorkRows>
  );
}

function ReplyForm({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const reply = useReply(detail.id);
  const formik = useFormik({
    initialValues: { body: '' },
    validationSchema: replySchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      try {
        await reply.mutateAsync({ body: values.body.trim() });
        notify.info(t('inbox|replySent'));
        helpers.resetForm();
      } catch (error) {
        notify.error(errorMessage(error, i18n));
      }
    },
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <TextAreaField
        name="body"
        label={t('inbox|replyLabel')}
        hint={t('inbox|replyHint', { email: detail.senderEmail })}
        value={formik.values.body}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        touched={formik.touched.body}
        error={formik.errors.body}
        limit={REPLY_MAX_LENGTH}
        required
      />
      <Button type="submit" loading={formik.isSubmitting}>
        {t('inbox|sendReply')}
      </Button>
    </form>
  );
}

function StatusForm({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const change = useChangeStatus(detail.id);
  const [status, setStatus] = useState<CaseStatus>(detail.status);
  useEffect(() => setStatus(detail.status), [detail.status]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { status },
          {
            onSuccess: () => notify.info(t('inbox|statusSaved')),
            onError: (error) => notify.error(errorMessage(error, i18n)),
          },
        );
      }}
    >
      <Inline>
        <SelectField
          name="status"
          label={t('inbox|changeStatus')}
          value={status}
          options={CASE_STATUSES.map((value) => ({
            value,
            label: t(`inbox|status_${value}`),
          }))}
          onChange={(event) => setStatus(event.target.value as CaseStatus)}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={change.isPending}
          disabled={status === detail.status}
        >
          {t('inbox|saveStatus')}
        </Button>
      </Inline>
    </form>
  );
}

function CaseView({
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
  const { t, i18n } = useTranslation();
  const detail = useCase(id);
  const assign = useAssignToMe(id);
  const headingRef = useOpenedHeading(id, detail.isSuccess);
  const saveAttachment = useSaveAttachment();
  const back = <BackToList label={t('inbox|back')} onBack={onBack} />;
  if (!detail.isSuccess)
    return <OpenedItemWaiting detail={detail} back={back} loadingLabel={t('inbox|loading')} />;
  const item = detail.data;
  const download = (attachmentId: string, filename: string) =>
    saveAttachment(() => callForFile(CASE_API.staffAttachment(item.id, attachmentId)), filename);
  return (
    <article aria-labelledby="inbox-case-heading">
      {back}
      <h1 id="inbox-case-heading" ref={headingRef} tabIndex={-1}>
        {item.caseNumber}: {item.subject}
      </h1>
      <Facts>
        <dt>{t('inbox|status')}</dt>
        <dd>
          <InboxStatusBadge item={item} />
        </dd>
        <dt>{t('inbox|sender')}</dt>
        <dd>
          {item.senderName} &lt;{item.senderEmail}&gt;
        </dd>
        {item.senderSsn && (
          <>
            <dt>{t('inbox|senderSsn')}</dt>
            <dd>{item.senderSsn}</dd>
          </>
        )}
        <dt>{t('inbox|customer')}</dt>
        <dd>{item.customerName ?? t('inbox|notCustomer')}</dd>
        <dt>{t('inbox|queue')}</dt>
        <dd>
          {t(`inbox|queue_${item.queue}`)} · {t(`inbox|origin_${item.origin}`)}
        </dd>
        <dt>{t('inbox|received')}</dt>
        <dd>{formatDate(item.createdAt, language, { time: true })}</dd>
        <dt>{t('inbox|assignedTo')}</dt>
        <dd>{item.assignee?.name ?? t('inbox|nobody')}</dd>
      </Facts>
      {readOnly ? (
        <ItemNotice>{t('inbox|readOnly')}</ItemNotice>
      ) : (
        <>
          {item.assignee === null && (
            <Button
              variant="secondary"
              loading={assign.isPending}
              onClick={() =>
                assign.mutate(undefined, {
                  onSuccess: () => notify.info(t('inbox|assigned')),
                  onError: (error) => notify.error(errorMessage(error, i18n)),
                })
              }
            >
              {t('inbox|assignToMe')}
            </Button>
          )}
          <StatusForm detail={item} />
        </>
      )}
      <ItemSection aria-labelledby="inbox-thread-heading">
        <h2 id="inbox-thread-heading">{t('inbox|thread')}</h2>
        <CaseThread
          messages={item.messages}
          language={language}
          label={t('inbox|thread')}
          author={(message) => message.authorName}
          fileLink={(attachmentId, filename) => (
            <Button variant="link" onClick={() => void download(attachmentId, filename)}>
              {filename}
            </Button>
          )}
        />
      </ItemSection>
      {!readOnly && (
        <ItemSection>
          <ReplyForm detail={item} />
        </ItemSection>
      )}
    </article>
  );
}

/**
 * The staff inbox: every case from the site's forms, newest first, filtered by kind, status,
 * queue and who handles it. The list refreshes itself; a case opens in place (`?case=`).
 * Read-only staff see everything and are offered nothing they may not do.
 */
export function InboxScreen({ language, readOnly }: { language: Language; readOnly: boolean }) {
  const { t } = useTranslation();
  const { filter, caseId, go } = useInboxAddress();
  const cases = useCases(toQuery(filter));
  const announcement = useNewCaseAnnouncement(cases.data?.cases);

  if (caseId)
    return (
      <CaseView
        id={caseId}
        language={language}
        readOnly={readOnly}
        onBack={() => go({ case: null })}
      />
    );

  const select = (
    name: (typeof FILTER_NAMES)[number],
    values: readonly string[],
    label: (v: string) => string,
  ) => (
    <SelectField
      name={name}
      label={t(`inbox|${name}`)}
      value={filter[name]}
      options={[
        { value: '', label: t('inbox|any') },
        ...values.map((value) => ({ value, label: label(value) })),
      ]}
      onChange={(event) => go({ [name]: event.target.value })}
    />
  );

  return (
    <>
      <ScreenHeader title={t('inbox|heading')} intro={t('inbox|intro')} />
      <Filters aria-label={t('inbox|filters')} onSubmit={(event) => event.preventDefault()}>
        {select('kind', CASE_KINDS, (value) => t(`inbox|kind_${value}`))}
        {select('status', CASE_STATUSES, (value) => t(`inbox|status_${value}`))}
        {select('queue', CASE_QUEUES, (value) => t(`inbox|queue_${value}`))}
        {select('assignee', ['me', 'unassigned'], (value) => t(`inbox|assignee_${value}`))}
      </Filters>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {cases.isPending ? (
        <ScreenLoading label={t('inbox|loading')} />
      ) : cases.isError ? (
        <ScreenError error={cases.error} onRetry={() => void cases.refetch()} />
      ) : cases.data.cases.length === 0 ? (
        <EmptyState title={t('inbox|emptyTitle')}>
          <p>{t('inbox|emptyText')}</p>
        </EmptyState>
      ) : (
        <CaseList cases={cases.data.cases} language={language} onOpen={(id) => go({ case: id })} />
      )}
    </>
  );
}
