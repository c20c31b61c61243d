import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Modal } from '../../../components';
import { TIMING_MS } from '../../../domain';
import { STORAGE_KEYS } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { userInfoKey, type PortalUser } from '../api/user';
import { useContactPopupState } from '../settings/contact-details-popup';
import { actingAsSelfInCustomerPortal, useSessionFlag } from '../settings/popup-session';
import { paymentSettingsKeys, usePaymentMethod } from './api';
import { useBankPopupState } from './bank-details-popup';
import { useCardProblemMessage } from './card-problem';
import { CardSection } from './card-section';
import { theme } from '../../../components/theme';

const Problem = styled.p`
  margin: 0 0 ${theme.space(4)};
  font-weight: 600;
`;

/**
 * The card dialog: opens on load in the customer portal, for the signed-in person acting as
 * themself, when their payment method reports a problem with the card (expired, or premiums
 * charged to a card with none on file). It says what is wrong and offers card registration in
 * place. After a card is registered, the user info and payment method are fetched again and it
 * closes 200 ms later; closing it hides it for the session (hidePopupCcard).
 *
 * Popups come in an order, one per page load: contact details, bank account, then this. If one
 * of the others opens on this load, this one waits for the next load; it also waits while the
 * others are still finding out whether to ask.
 */
export function CardRegistrationDialog({
  user,
  language,
  userLoading,
}: {
  user: PortalUser;
  language: Language;
  /** The user info is being fetched again. */
  userLoading: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const message = useCardProblemMessage();
  const contact = useContactPopupState(user);
  const bank = useBankPopupState(user);
  const [hidden, hide] = useSessionFlag(STORAGE_KEYS.hidePopupCcard);
  const eligible = actingAsSelfInCustomerPortal(user) && !hidden;
  const paymentMethod = usePaymentMethod(eligible);
  // waiting: not decided for this load; open; registered (closing shortly); closed for this load.
  const [phase, setPhase] = useState<'waiting' | 'open' | 'registered' | 'closed'>('waiting');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const otherOpens = contact.shown || bank.asking;
  const otherUndecided = contact.asking || bank.undecided;
  const problem = paymentMethod.data?.errorCode ?? null;
  // The problem it opened for stays said while the dialog closes after a registration.
  const shownProblem = useRef<string | null>(null);
  if (problem) shownProblem.current = problem;

  useEffect(() => {
    if (phase !== 'waiting' || !eligible) return;
    if (otherOpens) setPhase('closed');
    else if (!otherUndecided && paymentMethod.isSuccess) setPhase(problem ? 'open' : 'closed');
  }, [eligible, otherOpens, otherUndecided, paymentMethod.isSuccess, phase, problem]);

  if (!eligible || (phase !== 'open' && phase !== 'registered')) return null;

  const close = () => {
    hide();
    setPhase('closed');
  };

  const registered = () => {
    setPhase('registered');
    void Promise.all([
      queryClient.refetchQueries({ queryKey: paymentSettingsKeys.paymentMethod() }),
      queryClient.refetchQueries({ queryKey: userInfoKey }),
    ]).finally(() => {
      timer.current = window.setTimeout(() => setPhase('closed'), TIMING_MS.popupCloseDelay);
    });
  };

  const loading = paymentMethod.isFetching || userLoading;
  return (
    <Modal title={t('creditCard|dialogTitle')} name="card-registration" onClose={close}>
      <div aria-busy={loading}>
        <Problem>{message(shownProblem.current ?? 'default')}</Problem>
        <CardSection language={language} onRegistered={registered} />
      </div>
    </Modal>
  );
}
