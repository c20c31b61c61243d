import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, ToolPage } from '../layout';
import { ClaimWizard } from './claim-wizard';
import { addClaimReportTexts } from './texts';

addClaimReportTexts();

/** /tjonstilkynningar/ and /en/report-a-claim/: report a claim, as a visitor or signed in. */
export function ClaimReportPage({ language }: { language: Language }) {
  return (
    <ToolPage
      language={language}
      path={paths.reportClaim}
      title="claimReport|pageTitle"
      lead="claimReport|lead"
      introWidth="48rem"
      spaceBelowIntro={4}
    >
      <ClaimWizard language={language} />
    </ToolPage>
  );
}

export const ClaimReportHead = formHead(
  paths.reportClaim,
  'claimReport|pageTitle',
  'claimReport|metaDescription',
);
