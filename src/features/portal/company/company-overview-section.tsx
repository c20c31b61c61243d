import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatIsk } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { Badge } from '../shared/badge';
import { Stat, StatGrid } from '../shared/stat';
import { useCompanyOverview } from './api';
import { CompanySection } from './section';
import { theme } from '../../../components/theme';

const Section = styled(CompanySection)`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
    overflow-wrap: anywhere;
  }
  li + li {
    margin-top: ${theme.space(1)};
  }
`;

/**
 * On a company's policy overview: its fleet, how many employees its accident insurance covers,
 * and who represents it with which grant. Shown only while acting for a company.
 */
export function CompanyOverviewSection({
  language,
  isCompany,
}: {
  language: Language;
  isCompany: boolean;
}) {
  const { t } = useTranslation();
  const overview = useCompanyOverview(isCompany);
  if (!isCompany || !overview.data) return null;
  const { fleet, employeesCovered, representatives, paymentStanding } = overview.data;
  return (
    <Section aria-labelledby="company-overview-heading">
      <h2 id="company-overview-heading">{t('company|overviewHeading')}</h2>
      <StatGrid>
        <Stat
          label={t('company|overviewFleet')}
          value={fleet.length}
          note={
            fleet.length > 0 ? (
              <ul>
                {fleet.map((car) => (
                  <li key={car.policyId}>{car.vehicle[language]}</li>
                ))}
              </ul>
            ) : (
              t('company|overviewNoFleet')
            )
          }
        />
        <Stat label={t('company|overviewEmployees')} value={employeesCovered} />
        <Stat
          label={t('company|overviewStanding')}
          tone={paymentStanding.standing === 'overdue' ? 'warning' : 'default'}
          value={t(`company|standing_${paymentStanding.standing}`)}
          note={
            paymentStanding.oldestOverdueDate
              ? t('company|standingOverdue', {
                  count: paymentStanding.overdueCount,
                  amount: formatIsk(paymentStanding.overdueAmount, language),
                  date: formatDate(paymentStanding.oldestOverdueDate, language),
                })
              : undefined
          }
        />
        <Stat
          label={t('company|overviewRepresentatives')}
          value={representatives.length}
          note={
            <ul>
              {representatives.map((person) => (
                <li key={person.name}>
                  {person.name}
                  <Badge tone={person.scope === 'full' ? 'success' : 'neutral'}>
                    {t(`company|scope_${person.scope}`)}
                  </Badge>
                  {person.validTo &&
                    t('company|validTo', { date: formatDate(person.validTo, language) })}
                </li>
              ))}
            </ul>
          }
        />
      </StatGrid>
    </Section>
  );
}
