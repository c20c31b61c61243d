import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CardPayment,
  CardPaymentConfirmRequest,
  CardPaymentStartRequest,
} from '../../../domain/api/card-payment';
import { CARD_PAYMENT_API } from '../../../domain/api/card-payment-paths';
import { call, callForFile, saveFile } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { paymentKeys } from '../payments/api';
import { transactionKeys } from '../transactions/api';

/** POST /api/payment/v1/card/start/: a payment of the chosen installments, and the provider's page. */
export function useStartCardPayment() {
  return useMutation({
    mutationFn: (request: CardPaymentStartRequest) =>
      call(CARD_PAYMENT_API.start, { method: 'POST', payload: request }),
  });
}

/**
 * POST /api/payment/v1/card/confirm/ with the provider's signed answer. What is due, the plan and
 * the account's transactions all change, so they are fetched again.
 */
export function useConfirmCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardPaymentConfirmRequest) =>
      call(CARD_PAYMENT_API.confirm, { method: 'POST', payload: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      ]),
  });
}

/** GET /api/payment/v1/card/{id}/receipt/: the receipt PDF, saved under the server's name. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ payment, lang }: { payment: CardPayment; lang: Language }) => {
      const file = await callForFile(CARD_PAYMENT_API.receipt(payment.paymentId), {
        payload: { lang },
      });
      saveFile(file.blob, file.fileName ?? `${payment.receiptNumber ?? 'receipt'}.pdf`);
      return file;
    },
  });
}
