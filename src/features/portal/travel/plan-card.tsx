import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import styled from 'styled-components';
import { Link } from '../../../components';
import type { TravelPlanResponse } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { localized } from '../shared/format';
import { formatIsk, formatPeriod } from '../../../domain/format';
import { theme } from '../../../components/theme';

const Card = styled.article<{ $held: boolean }>`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${({ theme, $held }) => ($held ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  padding: ${theme.space(4)};
  ${theme.up('md')} {
    padding: ${theme.space(5)};
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space(2)};
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const Badge = styled.span<{ $held: boolean }>`
  padding: 2px ${theme.space(3)};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $held }) => ($held ? '#14663b' : theme.colors.textMuted)};
  background: ${({ theme, $held }) => ($held ? '#e6f4ec' : theme.colors.surface)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: ${theme.space(4)} 0 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Covers = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  div:last-child {
    border-bottom: 0;
  }
  dt {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Travellers = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  li span {
    color: ${theme.colors.textMuted};
  }
`;

const NotHeld = styled.div`
  margin-top: ${theme.space(4)};
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;

/** One travel plan: whether the person has it, for how long, whom and what it covers. */
export function PlanCard({ plan, language }: { plan: TravelPlanResponse; language: Language }) {
  const { t } = useTranslation();
  const headingId = useElementId();
  const name = t(`portal|travelPlan.${plan.plan}`);
  return (
    <Card $held={plan.hasPlan} aria-labelledby={headingId} data-plan={plan.plan}>
      <Head>
        <div>
          <h2 id={headingId}>{name}</h2>
          {plan.description && <p>{localized(plan.description, language)}</p>}
        </div>
        <Badge $held={plan.hasPlan}>
          {plan.hasPlan ? t('portal|travelPlanHeld') : t('portal|travelPlanNotHeld')}
        </Badge>
      </Head>

      {plan.hasPlan ? (
        <>
          <Facts>
            {plan.validFrom && plan.validTo && (
              <>
                <dt>{t('portal|travelValidity')}</dt>
                <dd>{formatPeriod(plan.validFrom, plan.validTo, language)}</dd>
              </>
            )}
            {plan.policyNumber && (
              <>
                <dt>{t('portal|travelPolicyNumber')}</dt>
                <dd>{plan.policyNumber}</dd>
              </>
            )}
            <dt>{t('portal|travelMaxTrip')}</dt>
            <dd>{t('portal|travelDays', { count: plan.maxTripDays })}</dd>
          </Facts>

          <h3>{t('portal|travelTravellers')}</h3>
          <Travellers>
            {plan.travellers.map((traveller) => (
              <li key={traveller.ssn}>
                {traveller.name} <span>({t(`portal|travelRelation.${traveller.relation}`)})</span>
              </li>
            ))}
          </Travellers>

          {plan.covers.length > 0 && (
            <>
              <h3>{t('portal|travelCovers')}</h3>
              <Covers>
                {plan.covers.map((cover) => (
                  <div key={cover.key}>
                    <dt>{localized(cover.name, language)}</dt>
                    <dd>{formatIsk(cover.amount, language)}</dd>
                  </div>
                ))}
              </Covers>
            </>
          )}
        </>
      ) : (
        <NotHeld>
          <p>{t(`portal|travelNotHeldText.${plan.plan}`)}</p>
          <Link href={paths.getPrice(language)}>{t('portal|travelGetPrice')}</Link>
        </NotHeld>
      )}
    </Card>
  );
}
