import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../../../components';
import type { Claim } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { localized } from '../shared/format';
import { ScreenError, ScreenLoading } from '../shared/screen-states';
import { isOpenClaim, useClaim } from './api';
import { ClaimStatusBadge, HandlerContact, PaymentList } from './claim-parts';
import { ClaimTimeline } from './claim-timeline';
import { ClaimFollowUp, ClaimQuestion } from './claim-follow-up';
import { formatDate, formatIsk } from '../../../domain/format';
import { theme } from '../../../components/theme';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(1)} ${theme.space(5)};
  margin: 0 0 ${theme.space(5)};
  ${theme.up('sm')} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${theme.space(2)};
    ${theme.up('sm')} {
      margin: 0;
    }
  }
`;

const Section = styled.section`
  margin-top: ${theme.space(5)};
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.0625rem;
  }
`;

const NextStep = styled.div`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space(1)};
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
  }
`;

function ClaimDetailBody({ claim, language }: { claim: Claim; language: Language }) {
  const { t } = useTranslation();
  const open = isOpenClaim(claim);
  return (
    <>
      <Summary>
        <ClaimStatusBadge status={claim.status} />
        <p>{t('portal|claimNumber', { number: claim.number })}</p>
      </Summary>
      <p>{localized(claim.description, language)}</p>
      <Facts>
        <dt>{t('portal|claimIncidentDate')}</dt>
        <dd>{formatDate(claim.incidentDate, language)}</dd>
        <dt>{t('portal|claimReportedDate')}</dt>
        <dd>{formatDate(claim.reportedDate, language)}</dd>
        {claim.policyNumber && (
          <>
            <dt>{t('portal|claimPolicy')}</dt>
            <dd>{claim.policyNumber}</dd>
          </>
        )}
        {claim.estimatedAmount !== null && (
          <>
            <dt>{t('portal|claimEstimateLabel')}</dt>
            <dd>{formatIsk(claim.estimatedAmount, language)}</dd>
          </>
        )}
      </Facts>

      <ClaimQuestion claim={claim} />

      {claim.nextStep && (
        <Section aria-labelledby="claim-detail-next">
          <h3 id="claim-detail-next">{t('portal|claimNextStep')}</h3>
          <NextStep>
            <p>{localized(claim.nextStep.text, language)}</p>
            {claim.nextStep.date && (
              <p>
                {t('portal|claimExpectedBy')}{' '}
                <time dateTime={claim.nextStep.date}>
                  {formatDate(claim.nextStep.date, language)}
                </time>
              </p>
            )}
          </NextStep>
        </Section>
      )}

      <Section aria-labelledby="claim-detail-history">
        <h3 id="claim-detail-history">{t('portal|claimHistory')}</h3>
        <ClaimTimeline
          status={claim.status}
          timeline={claim.timeline}
          language={language}
          open={open}
          showNotes
          compact={false}
          label={t('portal|claimTimelineLabel', { number: claim.number })}
        />
      </Section>

      <Section aria-labelledby="claim-detail-payments">
        <h3 id="claim-detail-payments">{t('portal|claimPayments')}</h3>
        <PaymentList payments={claim.payments} total={claim.totalPaid} language={language} />
      </Section>

      {claim.handler && (
        <Section aria-labelledby="claim-detail-handler">
          <h3 id="claim-detail-handler">{t('portal|claimHandler')}</h3>
          <HandlerContact handler={claim.handler} />
        </Section>
      )}

      <ClaimFollowUp claim={claim} language={language} />
    </>
  );
}

/**
 * A claim in full (GET getclaim), in a dialog: focus moves in, Escape and the close button
 * return it to the button that opened it.
 */
export function ClaimDetail({
  claim,
  language,
  onClose,
}: {
  claim: Claim;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useClaim(claim.id);
  return (
    <Modal title={localized(claim.title, language)} name="claim" onClose={onClose} size="large">
      {detail.isPending ? (
        <ScreenLoading label={t('portal|claimLoadingDetail')} />
      ) : detail.isError ? (
        <ScreenError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ClaimDetailBody claim={detail.data} language={language} />
      )}
    </Modal>
  );
}
