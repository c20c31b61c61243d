import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import styled from 'styled-components';
import { Button } from '../../../components';
import type { Claim } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { AskedBox } from '../shared/asked-box';
import { localized } from '../shared/format';
import { isOpenClaim } from './api';
import { ClaimStatusBadge, HandlerContact } from './claim-parts';
import { ClaimTimeline } from './claim-timeline';
import { formatDate, formatIsk } from '../../../domain/format';
import { theme } from '../../../components/theme';

export const Card = styled.article`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  box-shadow: 0 1px 2px rgba(10, 42, 65, 0.06);
  padding: ${theme.space(4)};
  ${theme.up('md')} {
    padding: ${theme.space(5)};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1.1875rem;
  }
`;

const Meta = styled.p`
  margin: ${theme.space(1)} 0 0;
  font-size: 0.9375rem;
  color: ${theme.colors.textMuted};
`;

const Facts = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  }
`;

const Fact = styled.section<{ $highlight?: boolean }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${({ theme, $highlight }) =>
    $highlight ? theme.colors.brandLight : theme.colors.surface};
  h4 {
    margin: 0 0 ${theme.space(1)};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
`;

const Strong = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.brandDark};
`;

const Small = styled.p`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  && {
    margin-top: ${theme.space(1)};
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space(4)};
`;

/** One claim in the overview: what happened, where it stands, what comes next, who handles it. */
export function ClaimCard({
  claim,
  language,
  onOpen,
}: {
  claim: Claim;
  language: Language;
  onOpen: (claim: Claim) => void;
}) {
  const { t } = useTranslation();
  const headingId = useElementId();
  const open = isOpenClaim(claim);
  const title = localized(claim.title, language);
  return (
    <Card aria-labelledby={headingId} data-claim-number={claim.number}>
      <Head>
        <div>
          <h3 id={headingId}>{title}</h3>
          <Meta>
            {t('portal|claimNumber', { number: claim.number })} ·{' '}
            {t('portal|claimIncidentOn', { date: formatDate(claim.incidentDate, language) })}
          </Meta>
        </div>
        <ClaimStatusBadge status={claim.status} />
      </Head>

      {claim.openQuestion && open && (
        <AskedBox aria-labelledby={`${headingId}-question`}>
          <h4 id={`${headingId}-question`}>{t('portal|claimQuestionFlag')}</h4>
          <blockquote>{claim.openQuestion.body}</blockquote>
          <Button
            onClick={() => onOpen(claim)}
            aria-haspopup="dialog"
            aria-label={`${t('portal|claimAnswer')}: ${title}`}
          >
            {t('portal|claimAnswer')}
          </Button>
        </AskedBox>
      )}

      <ClaimTimeline
        status={claim.status}
        timeline={claim.timeline}
        language={language}
        open={open}
        label={t('portal|claimTimelineLabel', { number: claim.number })}
      />

      <Facts>
        {claim.nextStep && (
          <Fact $highlight>
            <h4>{t('portal|claimNextStep')}</h4>
            <p>{localized(claim.nextStep.text, language)}</p>
            {claim.nextStep.date && (
              <Small>
                {t('portal|claimExpectedBy')}{' '}
                <time dateTime={claim.nextStep.date}>
                  {formatDate(claim.nextStep.date, language)}
                </time>
              </Small>
            )}
          </Fact>
        )}
        {claim.handler && (
          <Fact>
            <h4>{t('portal|claimHandler')}</h4>
            <HandlerContact handler={claim.handler} />
          </Fact>
        )}
        <Fact>
          <h4>{t('portal|claimPayments')}</h4>
          <Strong>{formatIsk(claim.totalPaid, language)}</Strong>
          <Small>
            {claim.payments.length === 0
              ? t('portal|claimNoPaymentsYet')
              : t('portal|claimPaymentCount', { count: claim.payments.length })}
            {claim.estimatedAmount !== null &&
              open &&
              ` · ${t('portal|claimEstimate', { amount: formatIsk(claim.estimatedAmount, language) })}`}
          </Small>
        </Fact>
      </Facts>

      <Foot>
        <Button
          variant="secondary"
          onClick={() => onOpen(claim)}
          aria-haspopup="dialog"
          aria-label={`${t('portal|claimShowDetails')}: ${title}`}
        >
          {t('portal|claimShowDetails')}
        </Button>
      </Foot>
    </Card>
  );
}
