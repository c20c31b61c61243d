import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { Button, Checkbox, VisuallyHidden } from '../../../components';
import type { ClaimDraftFile, ClaimReporterProfile } from '../../../domain/api/claim-report';
import { formatDate, formatIsk, formatKennitala, formatPhone } from '../../../domain/format';
import { questionsAskedFor, type ClaimReportStep } from '../../../domain/forms/claim-report';
import type { Language } from '../../../lib/i18n';
import { answersToCheck, getIn, type ClaimValues } from './values';
import { theme } from '../../../components/theme';

const Section = styled.section`
  margin-bottom: ${theme.space(4)};
  padding-bottom: ${theme.space(3)};
  border-bottom: 1px solid ${theme.colors.border};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    align-items: baseline;
    justify-content: space-between;
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.0625rem;
  }
  dl {
    display: grid;
    gap: ${theme.space(1)} ${theme.space(3)};
    margin: 0;
    ${theme.up('md')} {
      grid-template-columns: minmax(10rem, 1fr) 2fr;
    }
  }
  .row {
    display: contents;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space(1)};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** The incident's answers in the order the form asks them; only what the type asked is shown. */
const INCIDENT_FIELDS = [
  'date',
  'time',
  'place',
  'registration',
  'glassPart',
  'waterSource',
  'fireServiceCalled',
  'destination',
  'departureDate',
  'returnDate',
  'delayHours',
  'treatment',
  'injury',
  'thirdParty',
  'description',
  'otherParty',
  'otherName',
  'otherRegistration',
  'otherInsurer',
  'otherPhone',
  'ownCircumstances',
  'otherCircumstances',
  'policeReport',
  'witnesses',
] as const;
const CHOICES = new Set(['glassPart', 'waterSource', 'fireServiceCalled', 'otherParty']);
const DAYS = new Set(['date', 'departureDate', 'returnDate']);

/** Step 8: every answer once more, each section with its way back, and the declaration. */
export function ReviewStep({
  language,
  profile,
  files,
  goTo,
}: {
  language: Language;
  profile: ClaimReporterProfile | null;
  files: ClaimDraftFile[];
  goTo: (step: ClaimReportStep) => void;
}) {
  const { t } = useTranslation();
  const formik = useFormikContext<ClaimValues>();
  const values = formik.values;
  const asked = questionsAskedFor(values.type);
  const nothing = t('claimReport|nothingGiven');

  const section = (step: ClaimReportStep, rows: [string, string][]) => (
    <Section aria-labelledby={`review-${step}`}>
      <header>
        <h3 id={`review-${step}`}>{t(`claimReport|step.${step}`)}</h3>
        <Button variant="link" onClick={() => goTo(step)}>
          {t('claimReport|edit')}
          <VisuallyHidden> {t(`claimReport|step.${step}`)}</VisuallyHidden>
        </Button>
      </header>
      <dl>
        {rows.map(([label, value], index) => (
          <div key={index} className="row">
            <dt>{label}</dt>
            <dd>{value || nothing}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );

  const policy = profile?.policies.find((each) => each.id === values.policy.policyId);
  const incidentText = (name: (typeof INCIDENT_FIELDS)[number]): string => {
    const value = getIn(values.incident, name) as string | string[];
    if (Array.isArray(value))
      return value.map((item) => t(`claimReport|choice.${item}`)).join(', ');
    if (!value) return '';
    if (CHOICES.has(name)) return t(`claimReport|choice.${value}`);
    if (DAYS.has(name)) return formatDate(value, language);
    if (name === 'otherPhone') return formatPhone(value);
    return value;
  };
  const damages = answersToCheck(values).damages as ClaimValues['damages'];
  const reporter = values.reporter;

  return (
    <>
      <p>{t('claimReport|reviewIntro')}</p>
      {section('type', [
        [t('claimReport|step.type'), values.type ? t(`claimReport|type.${values.type}`) : ''],
      ])}
      {section('reporter', [
        [t('claimReport|field.name'), reporter.name],
        [t('claimReport|field.kennitala'), formatKennitala(reporter.kennitala)],
        [t('claimReport|field.email'), reporter.email],
        [t('claimReport|field.phone'), formatPhone(reporter.phone)],
        [
          t('claimReport|field.role'),
          reporter.role ? t(`claimReport|choice.${reporter.role}`) : '',
        ],
        ...(reporter.role === 'other'
          ? ([
              [t('claimReport|field.insuredName'), reporter.insuredName],
              [t('claimReport|field.insuredKennitala'), formatKennitala(reporter.insuredKennitala)],
            ] as [string, string][])
          : []),
      ])}
      {section('policy', [
        [
          t('claimReport|field.policy'),
          policy
            ? `${policy.product[language]} — ${policy.insuredObject[language]} (${policy.number})`
            : values.policy.policyNumber || t('claimReport|policyUnknown'),
        ],
      ])}
      {section(
        'incident',
        INCIDENT_FIELDS.filter((name) => asked.has(name)).map((name) => [
          t(`claimReport|field.${name}`),
          incidentText(name),
        ]),
      )}
      {section(
        'damages',
        damages.length
          ? damages.map((item) => [
              item.description,
              item.amount ? formatIsk(Number(item.amount), language) : '',
            ])
          : [[t('claimReport|step.damages'), '']],
      )}
      {section('payout', [
        [
          t('claimReport|field.account'),
          values.payout.bank
            ? `${values.payout.bank}-${values.payout.ledger}-${values.payout.account}`
            : '',
        ],
        [t('claimReport|field.ownerKennitala'), formatKennitala(values.payout.ownerKennitala)],
      ])}
      {section(
        'files',
        files.length
          ? files.map((file, index) => [String(index + 1), file.name])
          : [[t('claimReport|step.files'), '']],
      )}
      <Checkbox
        name="declaration"
        id="claim-declaration"
        label={t('claimReport|field.declaration')}
        checked={values.declaration}
        onChange={formik.handleChange}
        touched={Boolean(formik.touched.declaration)}
        error={formik.errors.declaration}
        required
      />
    </>
  );
}
