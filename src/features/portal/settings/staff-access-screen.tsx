import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatTime } from '../../../domain/format';
import { useAuth } from '../../shared/auth';
import type { ScreenProps } from '../screen-props';
import { useStaffAccessLog } from './api';
import { Card } from '../shared/card';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { theme } from '../../../components/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  p {
    margin: 0 0 ${theme.space(1)};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

/**
 * Settings → Staff who viewed your pages: every time an employee acted for the customer, who,
 * when and why, as the customer alone may read it (not someone acting for them, not staff).
 */
export function StaffAccessScreen({ language, user }: ScreenProps) {
  const { t } = useTranslation();
  const { isStaff } = useAuth();
  const self = !isStaff && user.currentProxyUser.value === user.ssn;
  const log = useStaffAccessLog(self);

  let body;
  if (!self) body = <p>{t('portal|staffAccess.selfOnly')}</p>;
  else if (log.isPending) body = <ScreenLoading label={t('portal|loading')} />;
  else if (log.isError) body = <ScreenError error={log.error} onRetry={() => void log.refetch()} />;
  else if (log.data.entries.length === 0)
    body = <EmptyState title={t('portal|staffAccess.none')} />;
  else
    body = (
      <List aria-label={t('portal|staffAccess.caption')}>
        {log.data.entries.map((entry) => (
          <li key={entry.startedAt}>
            <Card>
              <p>
                <strong>{entry.staffName}</strong> – {t(`portal|staff.reason.${entry.reason}`)}
              </p>
              <p>{entry.note}</p>
              <Muted>
                {formatDate(entry.startedAt, language, { time: true })}{' '}
                {entry.endedAt
                  ? t('portal|staffAccess.until', { time: formatTime(entry.endedAt) })
                  : t('portal|staffAccess.ongoing')}
                {' · '}
                {t('portal|staffAccess.actions', { views: entry.actions, changes: entry.changes })}
              </Muted>
            </Card>
          </li>
        ))}
      </List>
    );

  return (
    <>
      <ScreenHeader title={t('portal|staffAccess.heading')} intro={t('portal|staffAccess.intro')} />
      {body}
    </>
  );
}
