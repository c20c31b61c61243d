import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Link, notify } from '../../../components';
import { PORTAL_API, type Claim } from '../../../domain/api/portal';
import { errorMessage, saveFile } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import type { ScreenProps } from '../screen-props';
import { SendByEmailButton } from '../shared/mail-and-download';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { isOpenClaim, useClaims, usePrintClaimsOverview } from './api';
import { ClaimCard } from './claim-card';
import { ClaimsAwaitingHolder } from './claims-awaiting-holder';
import { ClaimDetail } from './claim-detail';
import { claimNumberIn } from './claim-link';
import { formatIsk } from '../../../domain/format';
import { theme } from '../../../components/theme';

/** "Were you in an accident?": the public guide to what to do. */
export function claimGuidePath(language: Language): string {
  return language === 'en' ? '/en/do-you-have-a-claim' : '/lentir-tu-i-tjoni';
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(6)};
  ${theme.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${theme.up('md')} {
    gap: ${theme.space(4)};
  }
  div {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    ${theme.up('md')} {
      padding: ${theme.space(4)} ${theme.space(5)};
    }
  }
  /* The total paid takes the whole row on phones, where three tiles would squeeze the amount. */
  div:last-child {
    grid-column: 1 / -1;
    ${theme.up('sm')} {
      grid-column: auto;
    }
  }
  dt {
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    font-size: 1.375rem;
    font-weight: 700;
    color: ${theme.colors.brandDark};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    ${theme.up('md')} {
      font-size: 1.625rem;
    }
  }
`;

/** On phones the report link takes the full width and the two secondary actions share a row. */
const HeaderActions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space(2)};
  width: 100%;
  > :first-child {
    grid-column: 1 / -1;
  }
  ${theme.up('sm')} {
    display: flex;
    flex-wrap: wrap;
    width: auto;
  }
`;

const Group = styled.section`
  & + & {
    margin-top: ${theme.space(7)};
  }
  > h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.375rem;
  }
  > p {
    color: ${theme.colors.textMuted};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  color: ${({ theme, $primary }) => ($primary ? '#fff' : theme.colors.brand)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.brand : theme.colors.background)};
  &:hover {
    background: ${({ theme, $primary }) =>
      $primary ? theme.colors.brandDark : theme.colors.brandLight};
  }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`;

/** Opens the overview PDF in a new tab for printing; where a pop-up is refused, saves it. */
function PrintButton({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const print = usePrintClaimsOverview();
  return (
    <Button
      variant="secondary"
      loading={print.isPending}
      onClick={() => {
        // Opened now, while the click still counts as the person's own action; filled in below.
        const viewer = window.open('', '_blank');
        // The PDF's tab needs nothing from this one, and must not be able to steer it.
        if (viewer) viewer.opener = null;
        print.mutate(language, {
          onSuccess: (file) => {
            const url = URL.createObjectURL(file.blob);
            if (viewer) {
              viewer.location.href = url;
            } else {
              saveFile(file.blob, file.fileName ?? `${t('portal|claimsHeading')}.pdf`);
            }
            window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
          },
          onError: (error) => {
            viewer?.close();
            notify.error(errorMessage(error, i18n));
          },
        });
      }}
    >
      {t('portal|print')}
    </Button>
  );
}

function ClaimGroup({
  id,
  title,
  claims,
  language,
  onOpen,
  emptyText,
}: {
  id: string;
  title: string;
  claims: Claim[];
  language: Language;
  onOpen: (claim: Claim) => void;
  emptyText: string;
}) {
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {claims.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <Cards>
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} language={language} onOpen={onOpen} />
          ))}
        </Cards>
      )}
    </Group>
  );
}

/** Tjónayfirlit: every claim of the acting party, open ones first, with where each stands. */
export function ClaimsScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const claims = useClaims();
  const [selected, setSelected] = useState<Claim | null>(null);
  // Arriving from a link to one claim (the home page's "answer the question"): open it.
  const [linkedNumber, setLinkedNumber] = useState(() =>
    typeof window === 'undefined' ? null : claimNumberIn(window.location.search),
  );
  const linked = linkedNumber
    ? claims.data?.claims.find((claim) => claim.number === linkedNumber)
    : undefined;
  const shown = selected ?? linked ?? null;

  const header = (withActions: boolean) => (
    <ScreenHeader
      title={t('portal|claimsHeading')}
      intro={t('portal|claimsIntro')}
      actions={
        <HeaderActions>
          <ActionLink href={paths.reportClaim(language)} $primary>
            {t('portal|claimsReport')}
          </ActionLink>
          {withActions && (
            <>
              <SendByEmailButton path={PORTAL_API.sendClaimsOverview} />
              <PrintButton language={language} />
            </>
          )}
        </HeaderActions>
      }
    />
  );

  if (claims.isPending) {
    return (
      <>
        {header(false)}
        <ScreenLoading label={t('portal|claimsLoading')} />
      </>
    );
  }
  if (claims.isError) {
    return (
      <>
        {header(false)}
        <ScreenError error={claims.error} onRetry={() => void claims.refetch()} />
      </>
    );
  }

  const all = claims.data.claims;
  if (all.length === 0) {
    return (
      <>
        {header(false)}
        <ClaimsAwaitingHolder language={language} />
        <EmptyState title={t('portal|claimsEmptyTitle')}>
          <p>{t('portal|claimsEmptyText')}</p>
          <EmptyActions>
            <ActionLink href={paths.reportClaim(language)} $primary>
              {t('portal|claimsReport')}
            </ActionLink>
            <ActionLink href={claimGuidePath(language)}>{t('portal|claimsGuide')}</ActionLink>
          </EmptyActions>
        </EmptyState>
      </>
    );
  }

  const open = all.filter(isOpenClaim);
  const finished = all.filter((claim) => !isOpenClaim(claim));
  const totalPaid = all.reduce((sum, claim) => sum + claim.totalPaid, 0);

  return (
    <>
      {header(true)}
      <ClaimsAwaitingHolder language={language} />
      <Stats aria-label={t('portal|claimsSummary')}>
        <div>
          <dt>{t('portal|claimsOpenCount')}</dt>
          <dd>{claims.data.openCount}</dd>
        </div>
        <div>
          <dt>{t('portal|claimsFinishedCount')}</dt>
          <dd>{finished.length}</dd>
        </div>
        <div>
          <dt>{t('portal|claimsTotalPaid')}</dt>
          <dd>{formatIsk(totalPaid, language)}</dd>
        </div>
      </Stats>

      <ClaimGroup
        id="claims-open"
        title={t('portal|claimsOpenHeading', { count: open.length })}
        claims={open}
        language={language}
        onOpen={setSelected}
        emptyText={t('portal|claimsNoOpen')}
      />
      <ClaimGroup
        id="claims-finished"
        title={t('portal|claimsFinishedHeading', { count: finished.length })}
        claims={finished}
        language={language}
        onOpen={setSelected}
        emptyText={t('portal|claimsNoFinished')}
      />

      {shown && (
        <ClaimDetail
          claim={shown}
          language={language}
          onClose={() => {
            setSelected(null);
            setLinkedNumber(null);
          }}
        />
      )}
    </>
  );
}
