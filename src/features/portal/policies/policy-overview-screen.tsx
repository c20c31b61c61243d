import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components';
import { formatKennitala } from '../../../domain';
import { PORTAL_API, type Policy, type PolicyOverviewResponse } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { PersonalDetailsCard, PortalGreeting } from '../overview/overview-screen';
import { NeedsYouSection } from '../overview/needs-you-section';
import { CompanyOverviewSection } from '../company/company-overview-section';
import type { ScreenProps } from '../screen-props';
import { Actions, Card, CardList, SectionHeader } from '../shared/card';
import { SendByEmailButton } from '../shared/mail-and-download';
import { PrintButton } from '../shared/print-button';
import { EmptyState, ScreenError, ScreenLoading } from '../shared/screen-states';
import { Stat, StatGrid } from '../shared/stat';
import { useBenefits, usePendingOffers, usePolicyOverview } from './api';
import { BenefitsSection } from './benefits-section';
import { OffersSection, PendingOffersNotice } from './offers-section';
import { PolicyCard } from './policy-card';
import { groupPolicies } from './policy-groups';
import { paths } from '../../../lib/routing/paths';
import { formatIsk } from '../../../domain/format';
import { theme } from '../../../components/theme';

const Glance = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${theme.space(6)};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  box-shadow: 0 1px 2px rgba(10, 42, 65, 0.06);
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.25rem;
  }
`;

const ActingLine = styled.p`
  margin: -${theme.space(3)} 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
`;

const Group = styled.section`
  margin-bottom: ${theme.space(6)};
  h3 {
    display: flex;
    align-items: baseline;
    gap: ${theme.space(2)};
    margin: 0 0 ${theme.space(3)};
    font-size: 1.125rem;
  }
`;

const Count = styled.span`
  font-weight: 400;
  color: ${theme.colors.textMuted};
`;

const EndedToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brand};
  font: inherit;
  font-size: 1.125rem;
  font-weight: 700;
  cursor: pointer;
  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

/**
 * The portal's home and policy overview (/vidskipti/ and /vidskipti/tryggingar/): what needs the
 * customer first, then the policies, and the details on record last.
 */
export function PolicyOverviewScreen(props: ScreenProps) {
  const { language, user } = props;
  const { t } = useTranslation();
  // Acting for someone who granted access (e.g. a company): say whose policies these are.
  const actingSsn = user.currentProxyUser.value;
  const acting =
    actingSsn && actingSsn !== user.ssn
      ? {
          name: user.actingOptions.find((option) => option.ssn === actingSsn)?.name ?? actingSsn,
          ssn: formatKennitala(actingSsn),
        }
      : undefined;
  const overview = usePolicyOverview();
  const benefits = useBenefits();
  const offers = usePendingOffers();
  const policiesHeading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <PortalGreeting user={user} />
      <NeedsYouSection language={language} />
      <Glance aria-labelledby="glance-heading">
        <h2 id="glance-heading">{acting ? acting.name : t('portal|policies.glanceHeading')}</h2>
        {acting && (
          <ActingLine>
            {t('portal|policies.actingFor', { name: acting.name, ssn: acting.ssn })}
          </ActingLine>
        )}
        {overview.data ? (
          <StatGrid>
            <Stat
              label={t('portal|policies.activeCount')}
              value={overview.data.totals.activeCount}
              note={
                overview.data.totals.pendingCount > 0
                  ? t('portal|policies.pendingNote', {
                      count: overview.data.totals.pendingCount,
                    })
                  : undefined
              }
            />
            <Stat
              label={t('portal|policies.totalPremium')}
              value={formatIsk(overview.data.totals.annualPremium, language)}
            />
            {benefits.data && benefits.data.customerYears > 0 && (
              <Stat
                label={t('portal|benefits.customerFor')}
                value={t('portal|benefits.years', { count: benefits.data.customerYears })}
              />
            )}
            {benefits.data && benefits.data.totalDiscountPercent > 0 && (
              <Stat
                label={t('portal|benefits.discountLabel')}
                value={`${benefits.data.totalDiscountPercent}%`}
              />
            )}
          </StatGrid>
        ) : (
          <p>{overview.isError ? t('portal|loadError') : t('portal|loading')}</p>
        )}
      </Glance>

      <PendingOffersNotice
        language={language}
        offers={offers.data}
        focusAfterDismiss={policiesHeading}
      />

      <CompanyOverviewSection language={language} isCompany={user.currentProxyUser.isCompany} />

      <section aria-labelledby="policies-heading">
        <SectionHeader>
          <h2 id="policies-heading" ref={policiesHeading} tabIndex={-1}>
            {acting
              ? t('portal|policies.headingFor', { name: acting.name })
              : t('portal|policies.heading')}
          </h2>
          {overview.data && overview.data.policies.length > 0 && (
            <Actions>
              <SendByEmailButton
                path={PORTAL_API.sendPolicyOverview}
                label={t('portal|policies.sendOverview')}
              />
              <PrintButton
                query={{ type: 'policyOverview' }}
                fallbackName={`${t('portal|policies.heading')}.pdf`}
              />
            </Actions>
          )}
        </SectionHeader>
        <PolicyList
          language={language}
          overview={overview.data}
          error={overview.isError ? overview.error : undefined}
          onRetry={() => void overview.refetch()}
        />
      </section>

      {overview.data && overview.data.policies.length > 0 && (
        <BenefitsSection language={language} policies={overview.data.policies} />
      )}
      <OffersSection language={language} user={user} />
      <PersonalDetailsCard user={user} />
    </>
  );
}

function PolicyList({
  language,
  overview,
  error,
  onRetry,
}: {
  language: Language;
  overview: PolicyOverviewResponse | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const [showEnded, setShowEnded] = useState(false);

  if (error) return <ScreenError error={error} onRetry={onRetry} />;
  if (!overview) return <ScreenLoading label={t('portal|policies.loading')} />;
  if (overview.policies.length === 0) {
    return (
      <EmptyState title={t('portal|policies.emptyTitle')}>
        <p>{t('portal|policies.emptyText')}</p>
        <p>
          <Link href={paths.getPrice(language)}>{t('portal|getPrice')}</Link>
        </p>
      </EmptyState>
    );
  }

  const groups = groupPolicies(overview.policies);
  const cards = (policies: Policy[]) => (
    <CardList>
      {policies.map((policy) => (
        <li key={policy.id}>
          <PolicyCard policy={policy} language={language} />
        </li>
      ))}
    </CardList>
  );

  return (
    <>
      {groups.active.length === 0 && groups.pending.length === 0 && (
        <EmptyState title={t('portal|policies.noActiveTitle')}>
          <p>
            {t('portal|policies.noActiveText')}{' '}
            <Link href={paths.getPrice(language)}>{t('portal|getPrice')}</Link>
          </p>
        </EmptyState>
      )}
      {groups.active.length > 0 && (
        <Group aria-labelledby="policies-active">
          <h3 id="policies-active">
            {t('portal|policies.groupActive')} <Count>({groups.active.length})</Count>
          </h3>
          {cards(groups.active)}
        </Group>
      )}
      {groups.pending.length > 0 && (
        <Group aria-labelledby="policies-pending">
          <h3 id="policies-pending">
            {t('portal|policies.groupPending')} <Count>({groups.pending.length})</Count>
          </h3>
          {cards(groups.pending)}
        </Group>
      )}
      {groups.ended.length > 0 && (
        <Group aria-labelledby="policies-ended">
          <h3 id="policies-ended">
            <EndedToggle
              type="button"
              aria-expanded={showEnded}
              aria-controls="policies-ended-list"
              onClick={() => setShowEnded((value) => !value)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {t('portal|policies.groupEnded')} <Count>({groups.ended.length})</Count>
            </EndedToggle>
          </h3>
          <div id="policies-ended-list" hidden={!showEnded}>
            {showEnded && cards(groups.ended)}
          </div>
        </Group>
      )}
    </>
  );
}
