import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardPayment } from '../../../domain/api/card-payment';
import { CARD_PAYMENT_SESSION_MINUTES } from '../../../domain/api/card-payment-paths';
import type { CardProviderMessage } from '../../../domain/api/payment-settings';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { isProviderSuccess, useProviderWindow } from '../shared/use-provider-window';
import { useConfirmCardPayment, useStartCardPayment } from './api';

/** How often the payment session's end is checked. */
export const PAYMENT_EXPIRY_CHECK_MS = 1000;
const SESSION_MS = CARD_PAYMENT_SESSION_MINUTES * 60_000;

/**
 * starting: asking the server for a payment; ready: the provider's page can be opened; paying:
 * it is open; confirming: its answer is with the server; paid: done, with the receipt; failed:
 * nothing was paid, and `notice` says why.
 */
export type CardPaymentPhase = 'starting' | 'ready' | 'paying' | 'confirming' | 'paid' | 'failed';

type Session = { paymentId: string; paymentLink: string; amount: number; startedAt: number };

/**
 * Paying chosen installments by card: the server starts a payment for them (and says how much),
 * the provider's page in a popup charges the card, and its signed answer, from the provider's
 * origin and for this payment, is confirmed with the server. Closing the window, cancelling on it
 * or letting 8 minutes pass leaves everything unpaid and says so.
 */
export function useCardPayment(language: Language) {
  const { t, i18n } = useTranslation();
  const startPayment = useStartCardPayment();
  const confirmPayment = useConfirmCardPayment();
  const [phase, setPhase] = useState<CardPaymentPhase>('starting');
  const [session, setSession] = useState<Session | null>(null);
  const [receipt, setReceipt] = useState<CardPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A restart while a call runs must not let that call's answer change the new attempt.
  const generation = useRef(0);
  // Its handlers run on events, after everything below is declared.
  const providerWindow = useProviderWindow({
    providerOrigin: session ? new URL(session.paymentLink).origin : null,
    onMessage: (data) => onProviderMessage(data),
    onClosedWithoutAnswer: () => backToReady(t('portal|payments.pay.windowClosed')),
  });
  const { open: openWindow, close: closeWindow } = providerWindow;

  const fail = useCallback(
    (text: string) => {
      generation.current += 1;
      closeWindow();
      setSession(null);
      setNotice(text);
      setPhase('failed');
    },
    [closeWindow],
  );

  const failedCall = useCallback((error: unknown) => fail(errorMessage(error, i18n)), [fail, i18n]);

  /** The window went away without paying: the same payment can be tried again. */
  const backToReady = useCallback(
    (text: string) => {
      closeWindow();
      setNotice(text);
      setPhase('ready');
    },
    [closeWindow],
  );

  const start = useCallback(
    (installmentIds: string[]) => {
      generation.current += 1;
      const mine = generation.current;
      closeWindow();
      setSession(null);
      setReceipt(null);
      setNotice(null);
      setPhase('starting');
      startPayment.mutate(
        { installmentIds, language, windowOrigin: window.location.origin },
        {
          onSuccess: (started) => {
            if (generation.current !== mine) return;
            setSession({ ...started, startedAt: Date.now() });
            setPhase('ready');
          },
          onError: (error) => {
            if (generation.current === mine) failedCall(error);
          },
        },
      );
    },
    [closeWindow, failedCall, language, startPayment],
  );

  const openProvider = useCallback(() => {
    if (!session) return;
    if (!openWindow(session.paymentLink)) {
      setNotice(t('creditCard|popupBlocked'));
      return;
    }
    setNotice(null);
    setPhase('paying');
  }, [openWindow, session, t]);

  function onProviderMessage(data: unknown) {
    if (!session) return;
    if (!isProviderSuccess(data, session.paymentId)) {
      const outcome = (data as Partial<CardProviderMessage> | null)?.message;
      if (outcome === 'cancelled') backToReady(t('portal|payments.pay.cancelled'));
      else if (outcome === 'declined') backToReady(t('portal|payments.pay.declined'));
      else fail(t('portal|payments.pay.failed'));
      return;
    }
    const mine = generation.current;
    closeWindow();
    setPhase('confirming');
    confirmPayment.mutate(
      {
        paymentId: session.paymentId,
        paymentData: data.verificationData,
        paymentHash: data.verificationHash,
      },
      {
        onSuccess: (paid) => {
          if (generation.current !== mine) return;
          setReceipt(paid);
          setSession(null);
          setPhase('paid');
        },
        onError: (error) => {
          if (generation.current === mine) failedCall(error);
        },
      },
    );
  }

  // The provider takes the payment for 8 minutes from its start, checked every second.
  useEffect(() => {
    if (!session || phase === 'confirming') return undefined;
    const timer = window.setInterval(() => {
      if (Date.now() - session.startedAt >= SESSION_MS) fail(t('portal|payments.pay.expired'));
    }, PAYMENT_EXPIRY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [fail, phase, session, t]);

  return {
    phase,
    amount: session?.amount ?? receipt?.amount ?? null,
    receipt,
    notice,
    start,
    openProvider,
  };
}
