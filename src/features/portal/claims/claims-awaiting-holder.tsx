import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { notify } from '../../../components';
import { theme } from '../../../components/theme';
import type { ClaimAwaitingHolder } from '../../../domain/api/portal';
import { formatDate } from '../../../domain/format';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { WriteButton } from '../shared/may-write';
import { useClaimsAwaitingHolder, useHolderDecision } from './api';

const Panel = styled.section`
  margin: 0 0 ${theme.space(6)};
  padding: ${theme.space(4)} ${theme.space(5)};
  border-left: 4px solid ${theme.colors.warning};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningBackground};
  > h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.25rem;
  }
  ul {
    margin: ${theme.space(4)} 0 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${theme.space(4)};
  }
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

function AwaitingClaim({ claim, language }: { claim: ClaimAwaitingHolder; language: Language }) {
  const { t, i18n } = useTranslation();
  const decide = useHolderDecision();
  const answer = (decision: 'confirm' | 'reject') =>
    decide.mutate(
      { id: claim.id, decision },
      {
        onSuccess: () =>
          notify.info(
            t(decision === 'confirm' ? 'portal|holderConfirmed' : 'portal|holderRejected', {
              number: claim.number,
            }),
          ),
        onError: (error) => notify.error(errorMessage(error, i18n)),
      },
    );
  const headingId = `awaiting-${claim.id}`;
  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>
        {claim.title[language]} · {claim.number}
      </h3>
      <p>
        {t('portal|holderReportedBy', {
          name: claim.reporterName ?? t('portal|holderSomeone'),
          date: formatDate(claim.reportedDate, language),
          incident: formatDate(claim.incidentDate, language),
        })}
      </p>
      <p>{claim.description}</p>
      <Actions>
        <WriteButton loading={decide.isPending} onClick={() => answer('confirm')}>
          {t('portal|holderConfirm')}
        </WriteButton>
        <WriteButton
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => answer('reject')}
        >
          {t('portal|holderReject')}
        </WriteButton>
      </Actions>
    </li>
  );
}

/**
 * Claims someone else reported naming this person as the insured. They are not among the
 * person's claims, and nothing is paid on them, until the person confirms them here; one they do
 * not recognise they reject. Shows nothing when none wait (or the list cannot be read).
 */
export function ClaimsAwaitingHolder({ language }: { language: Language }) {
  const { t } = useTranslation();
  const awaiting = useClaimsAwaitingHolder();
  const claims = awaiting.data?.claims ?? [];
  if (claims.length === 0) return null;
  return (
    <Panel aria-labelledby="claims-awaiting-holder">
      <h2 id="claims-awaiting-holder">{t('portal|holderHeading', { count: claims.length })}</h2>
      <p>{t('portal|holderIntro')}</p>
      <ul>
        {claims.map((claim) => (
          <AwaitingClaim key={claim.id} claim={claim} language={language} />
        ))}
      </ul>
    </Panel>
  );
}
