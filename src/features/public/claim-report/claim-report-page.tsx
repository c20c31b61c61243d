import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language, otherLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, SiteLayout } from '../layout';
import { ClaimWizard } from './claim-wizard';
import { addClaimReportTexts } from './texts';
import { theme } from '../../../components/theme';

addClaimReportTexts();

const Intro = styled.div`
  max-width: 48rem;
  padding: ${theme.space(2)} 0 ${theme.space(4)};
  h1 {
    margin: 0 0 ${theme.space(2)};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 1.0625rem;
  }
`;

/** /tjonstilkynningar/ and /en/report-a-claim/: report a claim, as a visitor or signed in. */
export function ClaimReportPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.reportClaim(otherLanguage(language))}>
      <Intro>
        <h1>{t('claimReport|pageTitle')}</h1>
        <p>{t('claimReport|lead')}</p>
      </Intro>
      <ClaimWizard language={language} />
    </SiteLayout>
  );
}

export const ClaimReportHead = formHead(
  paths.reportClaim,
  'claimReport|pageTitle',
  'claimReport|metaDescription',
);
