import { useTranslation } from 'react-i18next';
import { Link as GatsbyLink } from 'gatsby';
import styled from 'styled-components';
import { Button } from '../../../components';
import { formatDate, formatKennitala } from '../../../domain';
import type { SwitchedCustomer } from '../../../domain/api/user';
import type { Language } from '../../../lib/i18n';
import { useStaffHome } from '../api';
import { portalPath, type PortalScreenId } from '../../portal';
import { CustomerLookup } from '../lookup/customer-lookup';
import { CustomerSearch } from '../lookup/customer-search';
import { theme } from '../../../components/theme';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(6)};
  ${theme.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  h2 {
    margin: ${theme.space(2)} 0 0;
  }
  p {
    margin: 0;
  }
`;

const Queues = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  a {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    font-weight: 700;
  }
`;

const Count = styled.span`
  min-width: 2.5rem;
  text-align: right;
`;

const QUEUES: readonly {
  key: 'openCases' | 'newClaims' | 'waitingChats';
  screen: PortalScreenId;
}[] = [
  { key: 'openCases', screen: 'inbox' },
  { key: 'newClaims', screen: 'claimsDesk' },
  { key: 'waitingChats', screen: 'chat' },
];

/**
 * The staff host's landing screen: find a customer and act for them with a reason; the work
 * queues with how much waits in each; and the customer last worked for.
 */
export function StaffHome({
  language,
  onImpersonate,
  chosen,
  onChoose,
  isAdmin = false,
  notice,
}: {
  language: Language;
  onImpersonate: (customer: SwitchedCustomer) => void;
  /** The customer picked from a search, a list or the recent customers, if any. */
  chosen: string | undefined;
  onChoose: (kennitala: string) => void;
  /** Admins also see the way to staff users and the audit log. */
  isAdmin?: boolean;
  /** Why the employee is back here, when it was not their own choice (the acting ran out). */
  notice?: string;
}) {
  const { t } = useTranslation();
  const home = useStaffHome();
  const last = home.data?.lastCustomer;
  return (
    <>
      <h1 id="staff-heading">{t('portal|staffHeading')}</h1>
      {notice && <p role="status">{notice}</p>}
      <Columns>
        <div>
          <Panel aria-labelledby="staff-find-heading">
            <h2 id="staff-find-heading">{t('portal|staff.searchHeading')}</h2>
            <CustomerSearch onChoose={onChoose} />
          </Panel>
          <Panel aria-labelledby="staff-act-heading">
            <h2 id="staff-act-heading">{t('portal|staff.actHeading')}</h2>
            <p>{t('portal|staffChooseCustomer')}</p>
            {/* A new choice starts the form afresh, looked up at once, the reason next. */}
            <CustomerLookup
              key={chosen ?? ''}
              initialSsn={chosen}
              autoFocusReason={Boolean(chosen)}
              onImpersonate={onImpersonate}
            />
          </Panel>
        </div>
        <div>
          <Panel aria-labelledby="staff-queues-heading">
            <h2 id="staff-queues-heading">{t('portal|staff.queuesHeading')}</h2>
            {home.isError && <p role="alert">{t('portal|staff.loadFailed')}</p>}
            <Queues aria-busy={home.isPending || undefined}>
              {QUEUES.map(({ key, screen }) => (
                <li key={key}>
                  <GatsbyLink to={portalPath(screen, language)}>
                    <span>{t(`portal|staff.queue.${key}`)}</span>{' '}
                    <Count>{home.data ? home.data.queues[key] : '–'}</Count>
                  </GatsbyLink>
                </li>
              ))}
            </Queues>
          </Panel>
          <Panel aria-labelledby="staff-last-heading">
            <h2 id="staff-last-heading">{t('portal|staff.lastCustomerHeading')}</h2>
            {home.data && !last && <p>{t('portal|staff.lastCustomerNone')}</p>}
            {last && (
              <>
                <p>
                  <strong>{last.name}</strong> ({formatKennitala(last.kennitala)})
                  <br />
                  <time dateTime={last.lastActedAt}>
                    {formatDate(last.lastActedAt, language, { time: true })}
                  </time>
                </p>
                <div>
                  <Button variant="secondary" onClick={() => onChoose(last.kennitala)}>
                    {t('portal|staff.actAgain')}
                  </Button>
                </div>
              </>
            )}
          </Panel>
          {isAdmin && (
            <Panel aria-labelledby="staff-admin-heading">
              <h2 id="staff-admin-heading">{t('portal|admin.heading')}</h2>
              <Queues>
                <li>
                  <GatsbyLink to={portalPath('staffUsers', language)}>
                    {t('portal|admin.usersLink')}
                  </GatsbyLink>
                </li>
                <li>
                  <GatsbyLink to={portalPath('auditLog', language)}>
                    {t('portal|admin.auditLink')}
                  </GatsbyLink>
                </li>
              </Queues>
            </Panel>
          )}
        </div>
      </Columns>
    </>
  );
}
