import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_SESSION_MINUTES,
  type CardProviderMessage,
} from '../../../domain/api/payment-settings';
import { notify } from '../../../components';
import { ApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { useInitCard, useRegisterCard } from './api';

/** The provider's window, how often it is checked, and how long a session lasts. */
export const CARD_POPUP = { name: 'skjol-card-provider', width: 800, height: 1100 } as const;
export const POPUP_CLOSED_POLL_MS = 1000;
export const EXPIRY_CHECK_MS = 1000;
export const CARD_SESSION_MS = CARD_SESSION_MINUTES * 60_000;

/** Idle; loading (starting a session, or the provider's window is open); initialized (ready to register). */
export type CardRegistrationPhase = 'idle' | 'loading' | 'initialized';

type Session = {
  verificationId: string;
  paymentLink: string;
  /** The provider's origin: the only one whose messages count. */
  providerOrigin: string;
  startedAt: number;
};

export type CardFlowNotice = { tone: 'error' | 'info'; text: string };

function isProviderMessage(data: unknown): data is CardProviderMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as CardProviderMessage).message === 'string' &&
    typeof (data as CardProviderMessage).verificationId === 'string'
  );
}

/**
 * Ticking "use another card" starts a session with the card provider (8 minutes); the register
 * button opens the provider's page in a popup; the page's message, from the provider's origin and
 * for this session, registers the card. A closed popup without a result, a wrong message, expiry
 * or unticking all go back to the start.
 */
export function useCardRegistration(language: Language) {
  const { t, i18n } = useTranslation();
  const init = useInitCard();
  const register = useRegisterCard();
  const [phase, setPhase] = useState<CardRegistrationPhase>('idle');
  const [session, setSession] = useState<Session | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [notice, setNotice] = useState<CardFlowNotice | null>(null);
  const popup = useRef<Window | null>(null);
  // Set once the provider answered, so closing its window afterwards is not a failure.
  const answered = useRef(false);
  // A reset while a call runs must not let that call's answer revive the flow.
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
    answered.current = false;
    setPopupOpen(false);
    setSession(null);
    setPhase('idle');
  }, []);

  const fail = useCallback(
    (text: string) => {
      reset();
      setNotice({ tone: 'error', text });
    },
    [reset],
  );

  const failedCall = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.errorCode : undefined;
      fail(
        code && i18n.exists(`errorCode|${code}`)
          ? t(`errorCode|${code}`)
          : t('global|generalErrorMessage'),
      );
    },
    [fail, i18n, t],
  );

  const start = useCallback(() => {
    reset();
    setNotice(null);
    setPhase('loading');
    const mine = generation.current;
    init.mutate(
      { language, windowOrigin: window.location.origin },
      {
        onSuccess: (result) => {
          if (generation.current !== mine) return;
          setSession({
            verificationId: result.verificationId,
            paymentLink: result.paymentLink,
            providerOrigin: new URL(result.paymentLink).origin,
            startedAt: Date.now(),
          });
          setPhase('initialized');
        },
        onError: (error) => {
          if (generation.current === mine) failedCall(error);
        },
      },
    );
  }, [failedCall, init, language, reset]);

  const cancel = useCallback(() => {
    reset();
    setNotice(null);
  }, [reset]);

  const openProvider = useCallback(() => {
    if (!session) return;
    const opened = window.open(
      session.paymentLink,
      CARD_POPUP.name,
      `width=${CARD_POPUP.width},height=${CARD_POPUP.height}`,
    );
    if (!opened) {
      fail(t('creditCard|popupBlocked'));
      return;
    }
    popup.current = opened;
    answered.current = false;
    setNotice(null);
    setPopupOpen(true);
    setPhase('loading');
  }, [fail, session, t]);

  // The session lasts 8 minutes from its start, checked every second.
  useEffect(() => {
    if (!session) return undefined;
    const timer = window.setInterval(() => {
      if (Date.now() - session.startedAt >= CARD_SESSION_MS) {
        reset();
        setNotice({ tone: 'info', text: t('creditCard|sessionExpired') });
      }
    }, EXPIRY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [reset, session, t]);

  // A popup closed without an answer is a failed registration.
  useEffect(() => {
    if (!popupOpen) return undefined;
    const timer = window.setInterval(() => {
      if (popup.current?.closed && !answered.current) {
        fail(t('creditCard|ccardRegistrationFailed'));
      }
    }, POPUP_CLOSED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [fail, popupOpen, t]);

  // The provider's answer: only from its origin, and only for this session.
  useEffect(() => {
    if (!session) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== session.providerOrigin) return;
      answered.current = true;
      const data: unknown = event.data;
      if (
        !isProviderMessage(data) ||
        data.message !== 'success' ||
        data.verificationId !== session.verificationId ||
        typeof data.verificationData !== 'string' ||
        typeof data.verificationHash !== 'string'
      ) {
        fail(t('creditCard|ccardRegistrationFailed'));
        return;
      }
      const mine = generation.current;
      setPhase('loading');
      register.mutate(
        {
          verificationId: data.verificationId,
          verificationData: data.verificationData,
          verificationHash: data.verificationHash,
        },
        {
          onSuccess: () => {
            if (generation.current !== mine) return;
            reset();
            notify.info(t('global|informationUpdated'));
          },
          onError: (error) => {
            if (generation.current === mine) failedCall(error);
          },
        },
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [fail, failedCall, register, reset, session, t]);

  // Leaving the screen closes the provider's window with it.
  useEffect(
    () => () => {
      if (popup.current && !popup.current.closed) popup.current.close();
    },
    [],
  );

  return {
    phase,
    popupOpen,
    notice,
    registering: register.isPending,
    start,
    cancel,
    openProvider,
  };
}
