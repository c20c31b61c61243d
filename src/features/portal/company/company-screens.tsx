import type { ReactNode } from 'react';
import styled from '#styled';
import type { CoveredEmployee, PendingUpdate } from '../../../domain/api/company';
import type { CompanyPolicyKind } from '../../../domain/forms/company-policy-update';
import { formatDate, formatIsk, formatNumber, formatPeriod } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import type { ScreenProps } from '../screen-props';
import { Badge } from '../shared/badge';
import { ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { Stat, StatGrid } from '../shared/stat';
import { useCompanyPolicy, type CompanyPolicyResponses } from './api';
import { CompanySection } from './section';
import { CompanyUpdateForm, type UpdateField } from './update-form';
import { theme } from '../../../components/theme';
import { useTranslation } from '../../../lib/i18n';

const Panel = styled.section`
  margin-bottom: ${theme.space(6)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  ${theme.up('md')} {
    padding: ${theme.space(6)};
  }
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.375rem;
  }
  > p {
    margin: 0 0 ${theme.space(4)};
    color: ${theme.colors.textMuted};
  }
`;

const Notice = styled.section<{ $tone: 'pending' | 'info' }>`
  margin-bottom: ${theme.space(6)};
  padding: ${theme.space(4)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'pending' ? theme.colors.accent : theme.colors.brand)};
  border-radius: ${theme.radius};
  background: ${({ theme, $tone }) =>
    $tone === 'pending' ? theme.colors.warningBackground : theme.colors.surface};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;

/** Rows that stack on a phone: a name on the left, the figures beneath or beside it. */
const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(1)} ${theme.space(3)};
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

const Figure = styled.span`
  && {
    color: inherit;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

type Head = CompanyPolicyResponses[CompanyPolicyKind];

function Covers({ policy, language }: { policy: Head; language: Language }) {
  const { t } = useTranslation();
  return (
    <CompanySection aria-labelledby="company-covers-heading">
      <h2 id="company-covers-heading">{t('company|covers')}</h2>
      <Rows>
        {policy.covers.map((cover) => (
          <li key={cover.name.is}>
            <strong>{cover.name[language]}</strong>
            <span>
              <Figure>
                {cover.sumInsured === null
                  ? t('company|noAmount')
                  : formatIsk(cover.sumInsured, language)}
              </Figure>
              {cover.deductible !== null &&
                ` · ${t('company|coverDeductible')} ${formatIsk(cover.deductible, language)}`}
            </span>
          </li>
        ))}
      </Rows>
    </CompanySection>
  );
}

function Pending({ pending, language }: { pending: PendingUpdate; language: Language }) {
  const { t } = useTranslation();
  return (
    <Notice $tone="pending" role="status" aria-labelledby="company-pending-heading">
      <h2 id="company-pending-heading">{t('company|pendingHeading')}</h2>
      <p>
        {t('company|pendingText', {
          caseNumber: pending.caseNumber,
          date: formatDate(pending.requestedAt, language),
          effectiveFrom: formatDate(pending.effectiveFrom, language),
        })}
      </p>
      <Badge tone="warning">
        {t('company|pendingStatus', { status: t(`requests|status_${pending.caseStatus}`) })}
      </Badge>
    </Notice>
  );
}

/** What every company policy screen shows: the figures, the details, covers, then the request. */
function CompanyPolicyLayout({
  kind,
  language,
  policy,
  figures,
  details,
  fields,
  employees,
}: {
  kind: CompanyPolicyKind;
  language: Language;
  policy: Head;
  figures: ReactNode;
  details?: ReactNode;
  fields: UpdateField[];
  /** Employees who can be taken off the policy by name (the employee accident policy). */
  employees?: CoveredEmployee[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <CompanySection aria-labelledby="company-today-heading">
        <h2 id="company-today-heading">{t('company|insuredToday')}</h2>
        <StatGrid>
          <Stat
            label={t('company|policyNumber')}
            value={policy.policyNumber}
            note={policy.productName[language]}
          />
          <Stat
            label={t('company|period')}
            value={formatPeriod(policy.validFrom, policy.validTo, language)}
          />
          <Stat label={t('company|premium')} value={formatIsk(policy.annualPremium, language)} />
          {figures}
        </StatGrid>
      </CompanySection>
      {details}
      <Covers policy={policy} language={language} />
      {policy.pending ? (
        <Pending pending={policy.pending} language={language} />
      ) : policy.mayRequest ? (
        <Panel aria-labelledby="company-form-heading">
          <h2 id="company-form-heading">{t('company|formHeading')}</h2>
          <p>{t('company|formIntro')}</p>
          <CompanyUpdateForm
            kind={kind}
            fields={fields}
            language={language}
            employees={employees}
          />
        </Panel>
      ) : (
        <Notice $tone="info" aria-labelledby="company-readonly-heading">
          <h2 id="company-readonly-heading">{t('company|readOnlyHeading')}</h2>
          <p>{t('company|readOnlyText')}</p>
        </Notice>
      )}
    </>
  );
}

/** The loading, error and loaded states every company screen shares. */
function CompanyScreen<Kind extends CompanyPolicyKind>({
  kind,
  children,
}: {
  kind: Kind;
  children: (policy: CompanyPolicyResponses[Kind]) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useCompanyPolicy(kind);
  const header = (
    <ScreenHeader title={t(`company|${kind}Heading`)} intro={t(`company|${kind}Intro`)} />
  );
  if (query.isPending)
    return (
      <>
        {header}
        <ScreenLoading label={t('company|loading')} />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ScreenError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  return (
    <>
      {header}
      {children(query.data)}
    </>
  );
}

/** Frjáls ábyrgðartrygging: turnover and activity, and a request to change them. */
export function CompanyLiabilityScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <CompanyScreen kind="liability">
      {(policy) => (
        <CompanyPolicyLayout
          kind="liability"
          language={language}
          policy={policy}
          figures={
            <>
              <Stat
                label={t('company|turnover')}
                value={formatIsk(policy.annualTurnover, language)}
              />
              <Stat label={t('company|employeeCount')} value={policy.employeeCount} />
            </>
          }
          details={
            <CompanySection aria-labelledby="company-activity-heading">
              <h2 id="company-activity-heading">{t('company|activity')}</h2>
              <p>{policy.activity[language]}</p>
            </CompanySection>
          }
          fields={[
            {
              name: 'annualTurnover',
              label: t('company|fieldTurnover'),
              kind: 'number',
              initial: formatNumber(policy.annualTurnover, language),
              now: formatIsk(policy.annualTurnover, language),
            },
            {
              name: 'activity',
              label: t('company|fieldActivity'),
              kind: 'text',
              initial: policy.activity[language],
            },
          ]}
        />
      )}
    </CompanyScreen>
  );
}

/** Slysatrygging launþega: the employees covered with their payroll, and a change request. */
export function CompanyPersonalScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <CompanyScreen kind="personal">
      {(policy) => (
        <CompanyPolicyLayout
          kind="personal"
          language={language}
          policy={policy}
          employees={policy.employees}
          figures={
            <>
              <Stat label={t('company|employeesCovered')} value={policy.employees.length} />
              <Stat
                label={t('company|totalPayroll')}
                value={formatIsk(policy.totalPayroll, language)}
              />
            </>
          }
          details={
            <CompanySection aria-labelledby="company-employees-heading">
              <h2 id="company-employees-heading">{t('company|employeesHeading')}</h2>
              <Rows>
                {policy.employees.map((employee) => (
                  <li key={employee.ssn}>
                    <span>
                      <strong>{employee.name}</strong>
                      {employee.job[language]}
                    </span>
                    <span>
                      {t('company|employeePayroll')}:{' '}
                      <Figure>{formatIsk(employee.annualPayroll, language)}</Figure>
                    </span>
                  </li>
                ))}
              </Rows>
            </CompanySection>
          }
          fields={[
            {
              name: 'employeeCount',
              label: t('company|fieldEmployeeCount'),
              kind: 'number',
              initial: String(policy.employees.length),
              now: String(policy.employees.length),
            },
            {
              name: 'annualPayroll',
              label: t('company|fieldAnnualPayroll'),
              kind: 'number',
              initial: formatNumber(policy.totalPayroll, language),
              now: formatIsk(policy.totalPayroll, language),
            },
          ]}
        />
      )}
    </CompanyScreen>
  );
}

/** Ferðatrygging fyrirtækja: the travellers and their trips, and a change request. */
export function CompanyTravelScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <CompanyScreen kind="travel">
      {(policy) => (
        <CompanyPolicyLayout
          kind="travel"
          language={language}
          policy={policy}
          figures={
            <>
              <Stat label={t('company|travellers')} value={policy.travellers.length} />
              <Stat label={t('company|tripCount')} value={policy.trips.length} />
            </>
          }
          details={
            <CompanySection aria-labelledby="company-trips-heading">
              <h2 id="company-trips-heading">{t('company|tripsHeading')}</h2>
              <Rows>
                {policy.trips.map((trip) => (
                  <li key={`${trip.travellerSsn}:${trip.departs}`}>
                    <span>
                      <strong>{trip.travellerName}</strong>
                      {trip.destination[language]}
                    </span>
                    <Figure>
                      {t('company|tripDates', {
                        from: formatDate(trip.departs, language),
                        to: formatDate(trip.returns, language),
                      })}
                    </Figure>
                  </li>
                ))}
              </Rows>
            </CompanySection>
          }
          fields={[
            {
              name: 'travellerCount',
              label: t('company|fieldTravellerCount'),
              kind: 'number',
              initial: String(policy.travellers.length),
              now: String(policy.travellers.length),
            },
            {
              name: 'tripsPerYear',
              label: t('company|fieldTripsPerYear'),
              kind: 'number',
              initial: '',
            },
          ]}
        />
      )}
    </CompanyScreen>
  );
}
