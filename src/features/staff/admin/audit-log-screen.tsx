import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, DateField, TextField } from '../../../components';
import type { AuditQuery } from '../../../domain/api/staff-admin';
import { AUDIT_FILTER_MAX } from '../../../domain/api/staff-admin-rules';
import { formatDate } from '../../../domain';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../../portal';
import { useAuditExport, useAuditLog } from './api';
import { auditSentence, ensureAuditTexts } from './audit-words';
import { boxedItem, unmarkedList } from '../../../components/list-styles';
import { theme } from '../../../components/theme';

const Filters = styled.form`
  display: grid;
  gap: 0 ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  align-items: end;
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  padding-bottom: ${theme.space(4)};
`;

const Events = styled.ol`
  ${unmarkedList(2)}
`;

const Event = styled.li`
  ${boxedItem(1)}
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  summary {
    cursor: pointer;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  code {
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
`;

const EMPTY: AuditQuery = {};

/**
 * The audit log for admins: filtered by who did it, whose data it concerned, the event's name
 * (or its beginning) and a range of days; newest first, with a CSV export of the same filter.
 */
export function AuditLogScreen({ language }: { language: Language }) {
  ensureAuditTexts();
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState({ actor: '', subject: '', action: '', from: '', to: '' });
  const [filter, setFilter] = useState<AuditQuery>(EMPTY);
  const log = useAuditLog(filter);
  const exportCsv = useAuditExport();
  const reversed = Boolean(draft.from && draft.to && draft.from > draft.to);
  const field = (name: keyof typeof draft) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    const next: AuditQuery = {};
    for (const [name, value] of Object.entries(draft)) {
      const trimmed = value.trim();
      if (trimmed) next[name as keyof AuditQuery] = trimmed;
    }
    setFilter(next);
  };

  return (
    <>
      <ScreenHeader title={t('portal|admin.auditHeading')} intro={t('portal|admin.auditIntro')} />
      <Filters noValidate onSubmit={apply} aria-label={t('portal|admin.auditFilters')}>
        <TextField
          {...field('actor')}
          label={t('portal|admin.auditActor')}
          hint={t('portal|admin.auditActorHint')}
          maxLength={AUDIT_FILTER_MAX}
          autoComplete="off"
        />
        <TextField
          {...field('subject')}
          label={t('portal|admin.auditSubject')}
          hint={t('portal|admin.auditSubjectHint')}
          maxLength={AUDIT_FILTER_MAX}
          autoComplete="off"
        />
        <TextField
          {...field('action')}
          label={t('portal|admin.auditAction')}
          hint={t('portal|admin.auditActionHint')}
          maxLength={AUDIT_FILTER_MAX}
          autoComplete="off"
        />
        <DateField {...field('from')} label={t('portal|admin.auditFrom')} />
        <DateField
          {...field('to')}
          label={t('portal|admin.auditTo')}
          touched={reversed}
          error={reversed ? 'errorCode|AuditRangeReversed' : undefined}
        />
        <Buttons>
          <Button type="submit" loading={log.isFetching}>
            {t('portal|admin.auditApply')}
          </Button>
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(filter)}
          >
            {t('portal|admin.auditExport')}
          </Button>
        </Buttons>
      </Filters>
      {exportCsv.isError && <p role="alert">{errorMessage(exportCsv.error, i18n)}</p>}
      {log.isPending && <ScreenLoading label={t('portal|loading')} />}
      {log.isError && <ScreenError error={log.error} onRetry={() => void log.refetch()} />}
      {log.data && log.data.entries.length === 0 && (
        <EmptyState title={t('portal|admin.auditNone')} />
      )}
      {log.data && log.data.entries.length > 0 && (
        <>
          <p aria-live="polite">
            {log.data.truncated
              ? t('portal|admin.auditTruncated', { count: log.data.entries.length })
              : t('portal|admin.auditCount', { count: log.data.entries.length })}
          </p>
          <Events aria-label={t('portal|admin.auditHeading')}>
            {log.data.entries.map((entry) => (
              <Event key={entry.id}>
                <p>
                  <time dateTime={entry.occurredAt}>
                    {formatDate(entry.occurredAt, language, { time: true })}
                  </time>
                </p>
                <p>
                  <strong>{auditSentence(entry, t, i18n)}</strong>
                </p>
                {/* The event's name and its data stay at hand for whoever must dig deeper. */}
                <details>
                  <summary>{t('auditLog|details')}</summary>
                  <code>{entry.action}</code>
                  {entry.detail !== '{}' && <code> {entry.detail}</code>}
                </details>
              </Event>
            ))}
          </Events>
        </>
      )}
    </>
  );
}
