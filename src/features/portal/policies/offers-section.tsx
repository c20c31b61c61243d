import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Link, notify, Skeleton } from '../../../components';
import {
  PENDING_OFFERS_NOTIFICATION_ID,
  type PendingOffer,
  type PendingOffersResponse,
  type Proposal,
  type ProposalStatus,
} from '../../../domain/api/portal';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../shared/badge';
import { Card, SectionHeader } from '../shared/card';
import { localized } from '../shared/format';
import { ScreenError } from '../shared/screen-states';
import { useDecideOffer, useDismissPendingOffers, usePendingOffers, useProposals } from './api';
import type { OfferSigning } from '../../../domain/api/offer';
import type { PortalUser } from '../../../domain/api/user';
import { signingBlockedReason } from '../signing/api';
import { SignDialog } from '../signing/sign-dialog';
import { ProductIcon } from './product-icon';
import { paths } from '../../../lib/routing/paths';
import { formatDate, formatIsk } from '../../../domain/format';
import { WriteButton } from '../shared/may-write';
import { theme } from '../../../components/theme';

export const OFFERS_SECTION_ID = 'offers';

const Notice = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space(3)};
  margin: ${theme.space(5)} 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: #fdf0e3;
  border-left: 4px solid ${theme.colors.accent};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;

const NoticeActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  ${theme.up('md')} {
    grid-column: 2;
  }
  a {
    font-weight: 600;
  }
`;

const GiftIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.colors.background};
  color: #8c4f12;
`;

/**
 * The pendingOffers notice: while its status is 'initialized' the person sees that
 * offers wait for them; dismissing it (POST, status 'dismissed') hides it for good. The offers
 * themselves stay listed below.
 */
export function PendingOffersNotice({
  language,
  offers,
  focusAfterDismiss,
}: {
  language: Language;
  offers: PendingOffersResponse | undefined;
  focusAfterDismiss: RefObject<HTMLElement>;
}) {
  const { t, i18n } = useTranslation();
  const dismiss = useDismissPendingOffers();
  if (!offers || offers.notification.status !== 'initialized') return null;
  const waiting = offers.offers.filter((offer) => offer.notificationStatus === 'initialized');
  const shown = waiting.length > 0 ? waiting : offers.offers;
  if (shown.length === 0) return null;
  const first = shown[0]!;
  return (
    <Notice aria-labelledby="offers-notice-heading" data-notification="pendingOffers">
      <GiftIcon aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10.5 3 8 3a2 2 0 0 0 0 4zM12 7s1.5-4 4-4a2 2 0 0 1 0 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </GiftIcon>
      <div>
        <h2 id="offers-notice-heading">
          {t('portal|offers.noticeHeading', { count: shown.length })}
        </h2>
        <p>
          {shown.length === 1
            ? t('portal|offers.noticeOne', {
                product: localized(first.product.name, language),
                date: formatDate(first.validUntil, language),
              })
            : t('portal|offers.noticeMany', { count: shown.length })}
        </p>
      </div>
      <NoticeActions>
        <a href={`#${OFFERS_SECTION_ID}`}>
          {t('portal|offers.noticeLink', { count: shown.length })}
        </a>
        <WriteButton
          variant="link"
          loading={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(PENDING_OFFERS_NOTIFICATION_ID, {
              onSuccess: () => focusAfterDismiss.current?.focus(),
              onError: (error) => notify.error(errorMessage(error, i18n)),
            })
          }
        >
          {t('portal|offers.dismiss')}
        </WriteButton>
      </NoticeActions>
    </Notice>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(5)};
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space(2)} ${theme.space(4)};
  h4 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
  ${theme.up('md')} {
    grid-template-columns: auto 1fr auto;
  }
`;

const Meta = styled.p`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const Figure = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  ${theme.up('md')} {
    grid-column: 3;
    flex-direction: column;
    align-items: flex-end;
    text-align: right;
  }
  strong {
    font-size: 1.125rem;
    color: ${theme.colors.brandDark};
    font-variant-numeric: tabular-nums;
  }
`;

const SubHeading = styled.h3`
  font-size: 1.125rem;
  margin: ${theme.space(4)} 0 ${theme.space(3)};
`;

const PROPOSAL_TONE: Record<ProposalStatus, BadgeTone> = {
  submitted: 'info',
  in_review: 'warning',
  accepted: 'success',
  declined: 'neutral',
};

/** Offers awaiting an answer and applications in progress. */
export function OffersSection({ language, user }: { language: Language; user: PortalUser }) {
  const { t } = useTranslation();
  const offers = usePendingOffers();
  const proposals = useProposals();
  // Held here, not by the offer: once signed, the offer leaves the list while the dialog still
  // shows the outcome.
  const [signing, setSigning] = useState<OfferSigning | null>(null);

  let body;
  if (offers.isPending || proposals.isPending) {
    body = (
      <div aria-busy="true">
        <Skeleton height={88} />
      </div>
    );
  } else if (offers.isError || proposals.isError) {
    body = (
      <ScreenError
        error={offers.error ?? proposals.error}
        onRetry={() => {
          void offers.refetch();
          void proposals.refetch();
        }}
      />
    );
  } else if (offers.data.offers.length === 0 && proposals.data.proposals.length === 0) {
    body = (
      <p>
        {t('portal|offers.none')}{' '}
        <Link href={paths.getPrice(language)}>{t('portal|getPrice')}</Link>
      </p>
    );
  } else {
    body = (
      <>
        {offers.data.offers.length > 0 && (
          <>
            <SubHeading>{t('portal|offers.offersHeading')}</SubHeading>
            <List>
              {offers.data.offers.map((offer) => (
                <OfferItem
                  key={offer.id}
                  offer={offer}
                  language={language}
                  user={user}
                  onSign={setSigning}
                />
              ))}
            </List>
          </>
        )}
        {proposals.data.proposals.length > 0 && (
          <>
            <SubHeading>{t('portal|offers.proposalsHeading')}</SubHeading>
            <List>
              {proposals.data.proposals.map((proposal) => (
                <ProposalItem key={proposal.id} proposal={proposal} language={language} />
              ))}
            </List>
          </>
        )}
      </>
    );
  }

  return (
    <section id={OFFERS_SECTION_ID} aria-labelledby="offers-heading">
      <SectionHeader>
        <h2 id="offers-heading">{t('portal|offers.heading')}</h2>
      </SectionHeader>
      {body}
      {signing && (
        <SignDialog
          document={{ id: signing.documentId, title: signing.title }}
          language={language}
          defaultPhone={user.popupinfo?.mobilePhone ?? ''}
          onClose={() => setSigning(null)}
        />
      )}
    </section>
  );
}

type OfferProps = {
  offer: PendingOffer;
  language: Language;
  user: PortalUser;
  onSign: (signing: OfferSigning) => void;
};

function OfferItem({ offer, language, user, onSign }: OfferProps) {
  const { t } = useTranslation();
  return (
    <Item>
      <ProductIcon kind={offer.product.kind} />
      <div>
        <h4>{localized(offer.product.name, language)}</h4>
        <p>{localized(offer.description, language)}</p>
        <Meta>
          {t('portal|offers.offerNumber', { number: offer.number })} ·{' '}
          {t('portal|offers.validUntil', { date: formatDate(offer.validUntil, language) })}
        </Meta>
        <OfferAnswer offer={offer} language={language} user={user} onSign={onSign} />
      </div>
      <Figure>
        <strong>
          {t('portal|policies.perYear', { amount: formatIsk(offer.annualPremium, language) })}
        </strong>
        {offer.signing ? (
          <Badge tone="info">{t('portal|offers.awaitingSignature')}</Badge>
        ) : (
          offer.notificationStatus === 'initialized' && (
            <Badge tone="warning">{t('portal|offers.new')}</Badge>
          )
        )}
      </Figure>
    </Item>
  );
}

const Answer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

/**
 * Accept or decline, each asked once more: accepting puts a policy in force today. An offer of a
 * product accepted by signature (life, health) goes on to signing with electronic ID instead, and
 * the policy is made when the signature is in; until then the offer waits with a "Sign" button.
 */
function OfferAnswer({ offer, language, user, onSign }: OfferProps) {
  const { t, i18n } = useTranslation();
  const decide = useDecideOffer();
  const [asking, setAsking] = useState<'accepted' | 'declined' | null>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const signBlocked = offer.signatureRequired ? signingBlockedReason(user) : undefined;
  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);
  const answer = (decision: 'accepted' | 'declined') =>
    decide.mutate(
      { id: offer.id, decision },
      {
        onSuccess: (decided) => {
          if (decided.signing) {
            if (signBlocked) notify.info(t('portal|offers.signatureAwaited'));
            else onSign(decided.signing);
          } else
            notify.info(
              decided.policyNumber
                ? t('portal|offers.accepted', { number: decided.policyNumber })
                : t('portal|offers.declined'),
            );
        },
        onError: (error) => notify.error(errorMessage(error, i18n)),
        onSettled: () => setAsking(null),
      },
    );
  if (asking)
    return (
      <Answer>
        <p role="alert">
          {asking === 'declined'
            ? t('portal|offers.declineConfirm')
            : offer.signatureRequired
              ? t('portal|offers.signConfirm', {
                  amount: formatIsk(offer.annualPremium, language),
                })
              : t('portal|offers.acceptConfirm', {
                  amount: formatIsk(offer.annualPremium, language),
                })}
        </p>
        <Button ref={yesRef} loading={decide.isPending} onClick={() => answer(asking)}>
          {t('portal|offers.confirmYes')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(null)}>
          {t('portal|offers.confirmNo')}
        </Button>
      </Answer>
    );
  return (
    <Answer>
      {offer.signatureRequired && (
        <p>
          {t(
            signBlocked ?? (offer.signing ? 'portal|offers.signPending' : 'portal|offers.signNote'),
          )}
        </p>
      )}
      {offer.signing ? (
        <WriteButton disabled={Boolean(signBlocked)} onClick={() => onSign(offer.signing!)}>
          {t('portal|offers.sign')}
        </WriteButton>
      ) : (
        <WriteButton onClick={() => setAsking('accepted')}>{t('portal|offers.accept')}</WriteButton>
      )}
      <WriteButton variant="link" onClick={() => setAsking('declined')}>
        {t('portal|offers.decline')}
      </WriteButton>
    </Answer>
  );
}

function ProposalItem({ proposal, language }: { proposal: Proposal; language: Language }) {
  const { t } = useTranslation();
  return (
    <Item>
      <ProductIcon kind={proposal.product.kind} />
      <div>
        <h4>{localized(proposal.product.name, language)}</h4>
        <p>{localized(proposal.description, language)}</p>
        <Meta>
          {t('portal|offers.proposalNumber', { number: proposal.number })} ·{' '}
          {t('portal|offers.submitted', { date: formatDate(proposal.submittedDate, language) })}
        </Meta>
      </div>
      <Figure>
        <Badge tone={PROPOSAL_TONE[proposal.status]}>
          {t(`portal|offers.proposalStatus.${proposal.status}`)}
        </Badge>
        <span>
          {proposal.annualPremium === null
            ? t('portal|offers.notPriced')
            : t('portal|offers.estimate', {
                amount: formatIsk(proposal.annualPremium, language),
              })}
        </span>
      </Figure>
    </Item>
  );
}
