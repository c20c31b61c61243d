import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { emptyBankInfo } from '../../../domain/bank';
import type { ScreenProps } from '../screen-props';
import { Card } from '../shared/card';
import { ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useBankInfo } from './api';
import { BankForm } from './bank-form';
import { CardProblemNotice } from './card-problem';
import { CardSection } from './card-section';
import { theme } from '../../../components/theme';

const Section = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${theme.space(5)};
  > h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.375rem;
  }
  > p {
    margin: 0 0 ${theme.space(4)};
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Greiðsluupplýsingar: the bank account claims and refunds are paid into, and the payment card
 * premiums are charged to. Both belong to whoever the portal acts for.
 */
export function SettingsPaymentScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const bankInfo = useBankInfo();
  const empty = bankInfo.data && !bankInfo.data.bank;

  return (
    <>
      <ScreenHeader title={t('settingsPayment|heading')} intro={t('settingsPayment|intro')} />
      <Section aria-labelledby="settings-payment-bank">
        <h2 id="settings-payment-bank">{t('settingsPayment|bankHeading')}</h2>
        <p>{t(empty ? 'settingsPayment|bankEmpty' : 'settingsPayment|bankIntro')}</p>
        {bankInfo.isPending ? (
          <ScreenLoading label={t('settingsPayment|bankLoading')} />
        ) : bankInfo.isError ? (
          <ScreenError error={bankInfo.error} onRetry={() => void bankInfo.refetch()} />
        ) : (
          <BankForm initialValues={bankInfo.data ?? emptyBankInfo} loading={bankInfo.isFetching} />
        )}
      </Section>
      <Section aria-labelledby="settings-payment-card">
        <h2 id="settings-payment-card">{t('settingsPayment|cardHeading')}</h2>
        <p>{t('settingsPayment|cardIntro')}</p>
        <CardProblemNotice />
        <CardSection language={language} />
      </Section>
    </>
  );
}
