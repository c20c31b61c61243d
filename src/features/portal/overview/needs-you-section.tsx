import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Link } from '../../../components';
import { theme } from '../../../components/theme';
import { formatDate, formatIsk } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { useClaims } from '../claims/api';
import { useMyRequests } from '../requests/api';
import { CardPaymentDialog } from '../card-payments/card-payment-dialog';
import { useInstallmentsOverview } from '../payments/api';
import { OFFERS_SECTION_ID } from '../policies/offers-section';
import { usePendingOffers } from '../policies/api';
import { portalPath } from '../portal-routes';
import { useCardProblemMessage } from '../settings-payment/card-problem';
import { usePaymentMethod } from '../settings-payment/api';
import { localized } from '../shared/format';
import { useMayWrite } from '../shared/may-write';
import { useSignableDocuments } from '../signing/api';
import { claimLinkQuery } from '../claims/claim-link';

/** An offer that runs out within this many days is worth a word on the home page. */
export const OFFER_ENDING_SOON_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

const Section = styled.section`
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.25rem;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Item = styled.li<{ $urgent?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${({ $urgent }) => ($urgent ? theme.colors.error : theme.colors.brand)};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  p {
    margin: 0;
    flex: 1 1 14rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const AllClear = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Whole days left of a date that is good to its end. */
function daysUntil(isoDate: string, now: Date): number {
  const end = Date.parse(`${isoDate}T23:59:59Z`);
  return Math.max(0, Math.floor((end - now.getTime()) / DAY_MS));
}

/**
 * The first thing on the portal's home: what the customer (or whoever they act for) must do —
 * overdue payments, documents to sign, a claim handler's question, a request we wait on them to
 * answer, offers about to run out, a
 * card that no longer works — each with the one link or button that does it. Every part comes
 * from the screen that owns it (the same queries), so the home and the screen never disagree.
 */
export function NeedsYouSection({ language }: { language: Language }) {
  const { t } = useTranslation();
  const mayWrite = useMayWrite();
  const installments = useInstallmentsOverview();
  const signable = useSignableDocuments();
  const claims = useClaims();
  const requests = useMyRequests();
  const offers = usePendingOffers();
  const paymentMethod = usePaymentMethod();
  const cardProblem = useCardProblemMessage();
  const [paying, setPaying] = useState(false);
  const now = new Date();

  const items: { key: string; urgent?: boolean; text: ReactNode; action: ReactNode }[] = [];

  const overdue = installments.data?.overdue ?? [];
  if (overdue.length > 0 && installments.data) {
    const amount = formatIsk(installments.data.totals.overdue, language);
    items.push({
      key: 'overdue',
      urgent: true,
      text: t('portal|needs.overdue', { count: overdue.length, amount }),
      action: mayWrite ? (
        <Button type="button" onClick={() => setPaying(true)}>
          {t('portal|payments.payOverdue', { amount })}
        </Button>
      ) : (
        <Link href={portalPath('payments', language)}>{t('portal|needs.seePayments')}</Link>
      ),
    });
  }

  for (const document of signable.data?.documents ?? []) {
    if (document.status !== 'pending') continue;
    items.push({
      key: `sign-${document.id}`,
      text: document.signBy
        ? t('portal|needs.signBy', {
            title: localized(document.title, language),
            date: formatDate(document.signBy, language),
          })
        : t('portal|needs.sign', { title: localized(document.title, language) }),
      action: (
        <Link href={portalPath('signing', language)}>
          {t('portal|needs.signAction', { title: localized(document.title, language) })}
        </Link>
      ),
    });
  }

  for (const claim of claims.data?.claims ?? []) {
    if (!claim.openQuestion) continue;
    items.push({
      key: `claim-${claim.id}`,
      urgent: true,
      text: t('portal|needs.claimQuestion', {
        number: claim.number,
        title: localized(claim.title, language),
      }),
      action: (
        <Link href={`${portalPath('claims', language)}?${claimLinkQuery(claim.number)}`}>
          {t('portal|needs.claimAction', { number: claim.number })}
        </Link>
      ),
    });
  }

  for (const request of requests.data?.cases ?? []) {
    if (request.status !== 'waiting_for_customer') continue;
    items.push({
      key: `request-${request.id}`,
      text: t('portal|needs.requestWaiting', {
        caseNumber: request.caseNumber,
        subject: request.subject,
      }),
      action: (
        <Link href={portalPath('requests', language)}>
          {t('portal|needs.requestAction', { caseNumber: request.caseNumber })}
        </Link>
      ),
    });
  }

  for (const offer of offers.data?.offers ?? []) {
    const days = daysUntil(offer.validUntil, now);
    if (days > OFFER_ENDING_SOON_DAYS) continue;
    items.push({
      key: `offer-${offer.id}`,
      text: t('portal|needs.offerEnding', {
        product: localized(offer.product.name, language),
        date: formatDate(offer.validUntil, language),
      }),
      action: (
        <Link href={`${portalPath('overview', language)}#${OFFERS_SECTION_ID}`}>
          {t('portal|needs.offerAction', { product: localized(offer.product.name, language) })}
        </Link>
      ),
    });
  }

  const cardCode = paymentMethod.data?.errorCode;
  if (cardCode) {
    items.push({
      key: 'card',
      urgent: true,
      text: cardProblem(cardCode),
      action: (
        <Link href={portalPath('settingsPayment', language)}>{t('portal|needs.cardAction')}</Link>
      ),
    });
  }

  const loading = [installments, signable, claims, requests, offers, paymentMethod].some(
    (query) => query.isPending,
  );

  return (
    <Section aria-labelledby="needs-you-heading" aria-busy={loading || undefined}>
      <h2 id="needs-you-heading">{t('portal|needs.heading')}</h2>
      {items.length > 0 ? (
        <Items>
          {items.map((item) => (
            <Item key={item.key} $urgent={item.urgent}>
              <p>{item.text}</p>
              {item.action}
            </Item>
          ))}
        </Items>
      ) : (
        <AllClear>{loading ? t('portal|loading') : t('portal|needs.nothing')}</AllClear>
      )}
      {paying && (
        <CardPaymentDialog
          installments={overdue}
          language={language}
          onClose={() => setPaying(false)}
        />
      )}
    </Section>
  );
}
