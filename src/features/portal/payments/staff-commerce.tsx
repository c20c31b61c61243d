import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Skeleton } from '../../../components';
import { PORTAL_API } from '../../../domain/api/portal';
import { formatDate, formatIsk, formatKennitala } from '../../../domain/format';
import { call } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../shared/badge';
import { Card, SectionHeader } from '../shared/card';
import { DataTable } from '../shared/data-table';
import { ScreenError } from '../shared/screen-states';
import { theme } from '../../../components/theme';

/** Wide tables scroll sideways on a phone instead of widening the page. */
const Scroll = styled.div`
  overflow-x: auto;
  table {
    min-width: 36rem;
  }
  & + & {
    margin-top: ${theme.space(5)};
  }
`;

const TONES: Record<string, BadgeTone> = {
  open: 'info',
  purchased: 'success',
  paid: 'success',
  pending: 'info',
  expired: 'neutral',
};

/**
 * For an employee acting for a customer: the customer's quotes (open, expired or bought) and card
 * payments, with who started each payment, so a call about a price or a charge can be answered
 * from this one screen.
 */
export function StaffCommerce({ language }: { language: Language }) {
  const { t } = useTranslation();
  const commerce = useQuery({
    queryKey: ['portal', 'payment', 'staffCommerce'],
    queryFn: ({ signal }) => call(PORTAL_API.staffCommerce, { signal }),
  });
  let body;
  if (commerce.isPending) body = <Skeleton height={120} />;
  else if (commerce.isError)
    body = <ScreenError error={commerce.error} onRetry={() => void commerce.refetch()} />;
  else {
    const { quotes, cardPayments } = commerce.data;
    body = (
      <Card>
        <Scroll>
          <DataTable>
            <caption>{t('portal|payments.staff.quotesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('portal|payments.staff.quote')}</th>
                <th scope="col">{t('portal|payments.staff.saved')}</th>
                <th scope="col">{t('portal|payments.staff.products')}</th>
                <th scope="col" className="num">
                  {t('portal|payments.staff.yearly')}
                </th>
                <th scope="col">{t('portal|payments.statusLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {quotes.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('portal|payments.staff.noQuotes')}</td>
                </tr>
              )}
              {quotes.map((quote) => (
                <tr key={quote.quoteNumber}>
                  <th scope="row">{quote.quoteNumber}</th>
                  <td>{formatDate(quote.createdAt, language)}</td>
                  <td>
                    {quote.products.map((product) => t(`quote|product_${product}`)).join(', ')}
                  </td>
                  <td className="num">{formatIsk(quote.yearly, language)}</td>
                  <td>
                    <Badge tone={TONES[quote.state] ?? 'neutral'}>
                      {quote.state === 'purchased' && quote.purchasedAt
                        ? t('portal|payments.staff.purchasedOn', {
                            date: formatDate(quote.purchasedAt, language),
                          })
                        : quote.state === 'open'
                          ? t('portal|payments.staff.openUntil', {
                              date: formatDate(quote.validUntil, language),
                            })
                          : t(`portal|payments.staff.state.${quote.state}`)}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Scroll>
        <Scroll>
          <DataTable>
            <caption>{t('portal|payments.staff.paymentsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('portal|payments.staff.started')}</th>
                <th scope="col" className="num">
                  {t('portal|payments.amount')}
                </th>
                <th scope="col">{t('portal|payments.statusLabel')}</th>
                <th scope="col">{t('portal|payments.staff.receipt')}</th>
                <th scope="col">{t('portal|payments.staff.startedBy')}</th>
              </tr>
            </thead>
            <tbody>
              {cardPayments.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('portal|payments.staff.noPayments')}</td>
                </tr>
              )}
              {cardPayments.map((payment) => (
                <tr key={payment.paymentId}>
                  <th scope="row">{formatDate(payment.createdAt, language, { time: true })}</th>
                  <td className="num">{formatIsk(payment.amount, language)}</td>
                  <td>
                    <Badge tone={TONES[payment.state] ?? 'neutral'}>
                      {t(`portal|payments.staff.state.${payment.state}`)}
                    </Badge>
                  </td>
                  <td>
                    {payment.receiptNumber
                      ? `${payment.receiptNumber}, ${payment.cardNumberMasked ?? ''}`
                      : ''}
                  </td>
                  <td>
                    {payment.startedBy.startsWith('staff:')
                      ? t('portal|payments.staff.byEmployee', {
                          username: payment.startedBy.slice('staff:'.length),
                        })
                      : formatKennitala(payment.startedBy)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Scroll>
      </Card>
    );
  }
  return (
    <section aria-labelledby="staff-commerce-heading">
      <SectionHeader>
        <h2 id="staff-commerce-heading">{t('portal|payments.staff.heading')}</h2>
      </SectionHeader>
      {body}
    </section>
  );
}
