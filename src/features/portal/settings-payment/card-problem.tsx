import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { PaymentMethodErrorCode } from '../../../domain/api/payment-settings';
import { usePaymentMethod } from './api';
import { theme } from '../../../components/theme';

/**
 * What to tell the person about their payment card, from the payment method's error code: one
 * text per known code, and a general one for a code this build does not know yet, so a new
 * code on the server still says something sensible. Used by the card dialog and the settings
 * screen alike.
 */
export function useCardProblemMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code: PaymentMethodErrorCode | string) => {
      const key = `creditCard|problem${code}`;
      return i18n.exists(key) ? t(key) : t('creditCard|problemDefault');
    },
    [i18n, t],
  );
}

const Problem = styled.p`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
  font-weight: 600;
`;

/** The payment method's card problem on the settings screen, when there is one. */
export function CardProblemNotice() {
  const paymentMethod = usePaymentMethod();
  const message = useCardProblemMessage();
  const code = paymentMethod.data?.errorCode;
  if (!code) return null;
  return <Problem>{message(code)}</Problem>;
}
