import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '../../../components';
import type { Installment } from '../../../domain/api/portal';
import { formatDate, formatIsk } from '../../../domain/format';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { localized } from '../shared/format';
import { useDownloadReceipt } from './api';
import { useCardPayment } from './use-card-payment';
import { theme } from '../../../components/theme';

const List = styled.ul`
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${theme.space(4)};
  font-size: 1.125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
`;

const Outcome = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.error
          : theme.colors.brand};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? '#e3f3ea' : $tone === 'error' ? theme.colors.errorBackground : '#eef4f7'};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space(1)};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

/**
 * Paying installments by card: what is paid and the total (the server's figure), then the card
 * provider's page in a popup, then the receipt. Every change of step is said in a live region.
 */
export function CardPaymentDialog({
  installments,
  language,
  onClose,
}: {
  installments: readonly Installment[];
  language: Language;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const payment = useCardPayment(language);
  const download = useDownloadReceipt();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const ids = installments.map((installment) => installment.id);
  const { start, phase, receipt, notice } = payment;

  // The payment is started on the server as the dialog opens, so the button can open the
  // provider's window straight from the click (a window opened later would be blocked).
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = ids.join(',');
    if (startedFor.current === key) return;
    startedFor.current = key;
    start(ids);
  }, [ids, start]);

  useEffect(() => {
    if (phase === 'paid' || phase === 'failed') outcomeRef.current?.focus();
  }, [phase]);

  const amount =
    payment.amount ?? installments.reduce((sum, i) => sum + i.amount - i.paidAmount, 0);

  return (
    <Modal
      title={t('portal|payments.pay.title')}
      name="pay"
      onClose={onClose}
      closeOnBackdropClick={false}
    >
      <List aria-label={t('portal|payments.pay.listLabel')}>
        {installments.map((installment) => (
          <li key={installment.id}>
            <span>
              {localized(installment.description, language)},{' '}
              {t('portal|payments.pay.dueOn', { date: formatDate(installment.dueDate, language) })}
              {installment.policyNumber ? ` (${installment.policyNumber})` : ''}
            </span>
            <strong>{formatIsk(installment.amount - installment.paidAmount, language)}</strong>
          </li>
        ))}
      </List>
      <Total>
        <span>{t('portal|payments.pay.total')}</span>
        <span data-testid="pay-total">{formatIsk(amount, language)}</span>
      </Total>

      <div role="status" aria-live="polite">
        {phase === 'paying' && <Note>{t('portal|payments.pay.waiting')}</Note>}
        {phase === 'confirming' && <Note>{t('portal|payments.pay.confirming')}</Note>}
        {phase === 'ready' && notice && (
          <Outcome $tone="info">
            <p>{notice}</p>
          </Outcome>
        )}
      </div>

      {phase === 'paid' && receipt && (
        <>
          <Outcome $tone="success" ref={outcomeRef} tabIndex={-1} role="alert">
            <p>{t('portal|payments.pay.paid', { amount: formatIsk(receipt.amount, language) })}</p>
            <p>
              {t('portal|payments.pay.receipt', {
                number: receipt.receiptNumber,
                card: receipt.cardNumberMasked,
              })}
            </p>
          </Outcome>
          <Buttons>
            <Button
              type="button"
              loading={download.isPending}
              onClick={() => download.mutate({ payment: receipt, lang: language })}
            >
              {t('portal|payments.pay.downloadReceipt')}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('portal|payments.pay.close')}
            </Button>
          </Buttons>
          {download.isError && <p role="alert">{errorMessage(download.error, i18n)}</p>}
        </>
      )}

      {phase === 'failed' && (
        <>
          <Outcome $tone="error" ref={outcomeRef} tabIndex={-1} role="alert">
            <p>{notice}</p>
            <p>{t('portal|payments.pay.nothingCharged')}</p>
          </Outcome>
          <Buttons>
            <Button type="button" onClick={() => start(ids)}>
              {t('portal|payments.pay.retry')}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('portal|payments.pay.close')}
            </Button>
          </Buttons>
        </>
      )}

      {(phase === 'starting' ||
        phase === 'ready' ||
        phase === 'paying' ||
        phase === 'confirming') && (
        <>
          <Note>{t('portal|payments.pay.providerNote')}</Note>
          <Buttons>
            <Button
              type="button"
              loading={phase !== 'ready'}
              loadingLabel={t(`portal|payments.pay.${phase}`)}
              onClick={payment.openProvider}
            >
              {t('portal|payments.pay.openProvider', { amount: formatIsk(amount, language) })}
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('portal|payments.pay.cancel')}
            </Button>
          </Buttons>
        </>
      )}
    </Modal>
  );
}
