import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components';
import { paths } from '../../../lib/routing/paths';
import { useAuth } from '../../shared/auth';
import type { ScreenProps } from '../screen-props';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useTravelPlan } from './api';
import { CertificateForm } from './certificate-form';
import type { TravelPlans } from './certificate-schema';
import { PlanCard } from './plan-card';
import { theme } from '../../../components/theme';

const Plans = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(7)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const FormSection = styled.section`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  ${theme.up('md')} {
    padding: ${theme.space(6)};
  }
  > h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.375rem;
  }
  > p {
    margin: 0 0 ${theme.space(5)};
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Staðfesting ferðatryggingar: the person's two travel plans (credit card and F plús) and a
 * certificate for one traveller and one trip, as a PDF or by e-mail. Persons only; the shell
 * hides the screen for companies.
 */
export function TravelScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  // The customer's own device keeps their certificates offline; never the device of staff acting.
  const { user, isStaff } = useAuth();
  const offlineOwner = !isStaff && typeof user?.ssn === 'string' ? user.ssn : undefined;
  const ccard = useTravelPlan('ccard');
  const fplus = useTravelPlan('fplus');
  const plans = useMemo<TravelPlans>(
    () => ({ ccard: ccard.data, fplus: fplus.data }),
    [ccard.data, fplus.data],
  );

  const header = <ScreenHeader title={t('portal|travelHeading')} intro={t('portal|travelIntro')} />;

  if (ccard.isPending || fplus.isPending) {
    return (
      <>
        {header}
        <ScreenLoading label={t('portal|travelLoading')} />
      </>
    );
  }
  if (ccard.isError || fplus.isError) {
    return (
      <>
        {header}
        <ScreenError
          error={ccard.error ?? fplus.error}
          onRetry={() => {
            if (ccard.isError) void ccard.refetch();
            if (fplus.isError) void fplus.refetch();
          }}
        />
      </>
    );
  }

  const anyHeld = ccard.data.hasPlan || fplus.data.hasPlan;
  return (
    <>
      {header}
      <Plans>
        <PlanCard plan={ccard.data} language={language} />
        <PlanCard plan={fplus.data} language={language} />
      </Plans>

      {anyHeld ? (
        <FormSection aria-labelledby="travel-form-heading">
          <h2 id="travel-form-heading">{t('portal|travelFormHeading')}</h2>
          <p>{t('portal|travelFormIntro')}</p>
          <CertificateForm plans={plans} language={language} offlineOwner={offlineOwner} />
        </FormSection>
      ) : (
        <EmptyState title={t('portal|travelNoneTitle')}>
          <p>{t('portal|travelNoneText')}</p>
          <Link href={paths.getPrice(language)}>{t('portal|travelGetPrice')}</Link>
        </EmptyState>
      )}
    </>
  );
}
