import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_SESSION_MINUTES } from '../../../domain/api/payment-settings';
import { notify } from '../../../components';
import { ApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { isProviderSuccess, useProviderWindow } from '../shared/use-provider-window';
import { useInitCard, useRegisterCard } from './api';

/**
 * Screens this narrow (phones) get the provider's page in a frame in place of a popup, which a
 * phone shows as a separate tab that is easily lost.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 40rem)';

function isNarrowScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** How often the session's expiry is checked, and how long a session lasts. */
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

/**
 * Ticking "use another card" starts a session with the card provider (8 minutes); the register
 * button opens the provider's page in a popup, or in a frame on a narrow screen or when the popup
 * is blocked; the page's message, from the provider's origin (and that frame) and for this
 * session, registers the card. A closed popup without a result, a wrong message, expiry or
 * unticking all go back to the start. `onRegistered` runs after a card is registered.
 */
export function useCardRegistration(
  language: Language,
  { onRegistered }: { onRegistered?: () => void } = {},
) {
  const { t, i18n } = useTranslation();
  const init = useInitCard();
  const register = useRegisterCard();
  const [phase, setPhase] = useState<CardRegistrationPhase>('idle');
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<CardFlowNotice | null>(null);
  // A reset while a call runs must not let that call's answer revive the flow.
  const generation = useRef(0);
  // Its handlers run on events, after everything below is declared.
  const providerWindow = useProviderWindow({
    providerOrigin: session?.providerOrigin ?? null,
    onMessage: (data) => onProviderMessage(data),
    // A popup closed without an answer is a failed registration.
    onClosedWithoutAnswer: () => fail(t('creditCard|ccardRegistrationFailed')),
  });
  const { open: openWindow, openInFrame, close: closeWindow } = providerWindow;

  const reset = useCallback(() => {
    generation.current += 1;
    closeWindow();
    setSession(null);
    setPhase('idle');
  }, [closeWindow]);

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

  // The provider's answer: only from its origin (the window hook checks), and only for this session.
  const onProviderMessage = (data: unknown) => {
    if (!session || !isProviderSuccess(data, session.verificationId)) {
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
          onRegistered?.();
        },
        onError: (error) => {
          if (generation.current === mine) failedCall(error);
        },
      },
    );
  };

  const openProvider = useCallback(() => {
    if (!session) return;
    if (isNarrowScreen() || !openWindow(session.paymentLink)) openInFrame(session.paymentLink);
    setNotice(null);
    setPhase('loading');
  }, [openInFrame, openWindow, session]);

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

  return {
    phase,
    popupOpen: providerWindow.isOpen && !providerWindow.framedLink,
    /** The provider's page to show in a frame (with `frameRef`), when not in a popup. */
    framedLink: providerWindow.framedLink,
    frameRef: providerWindow.frameRef,
    notice,
    registering: register.isPending,
    start,
    cancel,
    openProvider,
  };
}
