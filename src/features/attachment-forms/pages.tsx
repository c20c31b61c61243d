import { useTranslation } from 'react-i18next';
import { Link } from '../../components';
import { getI18n, type Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { BusinessInquiryForm } from './business-inquiry-form';
import { Lead, Wrap } from './form-layout';
import { OpportunityForm } from './opportunity-form';
import { SafetyProductForm } from './safety-product-form';
import { addAttachmentFormTexts } from './texts';

addAttachmentFormTexts();

const other = (language: Language): Language => (language === 'is' ? 'en' : 'is');

/** /fyrirtaeki/fyrirspurn/ and /en/business/inquiry/: a company's inquiry, with documents. */
export function BusinessInquiryPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.businessInquiry(other(language))}>
      <Wrap>
        <h1>{t('attachmentForms|businessPageTitle')}</h1>
        <Lead>
          {t('attachmentForms|businessLead')}{' '}
          <Link href={paths.requestOffer(language)}>{t('attachmentForms|offerLink')}</Link>
        </Lead>
        <BusinessInquiryForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function BusinessInquiryHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('attachmentForms|businessPageTitle')}
      description={i18n.t('attachmentForms|businessMetaDescription')}
      alternatePath={paths.businessInquiry(other(language))}
      path={paths.businessInquiry(language)}
    />
  );
}

/** /forvarnir/abending-um-oryggisvoru/ and /en/prevention/suggest-a-safety-product/. */
export function SafetyProductPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.safetyProductSuggestion(other(language))}>
      <Wrap>
        <h1>{t('attachmentForms|safetyPageTitle')}</h1>
        <Lead>
          {t('attachmentForms|safetyLead')}{' '}
          <Link href={paths.prevention(language)}>{t('attachmentForms|preventionLink')}</Link>
        </Lead>
        <SafetyProductForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function SafetyProductHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('attachmentForms|safetyPageTitle')}
      description={i18n.t('attachmentForms|safetyMetaDescription')}
      alternatePath={paths.safetyProductSuggestion(other(language))}
      path={paths.safetyProductSuggestion(language)}
    />
  );
}

/** /hringdu-i-mig/ and /en/call-me/: a sales lead, "call me about insurance". */
export function OpportunityPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.callMe(other(language))}>
      <Wrap>
        <h1>{t('attachmentForms|opportunityPageTitle')}</h1>
        <Lead>
          {t('attachmentForms|opportunityLead')}{' '}
          <Link href={paths.getPrice(language)}>{t('attachmentForms|priceLink')}</Link>
        </Lead>
        <OpportunityForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function OpportunityHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('attachmentForms|opportunityPageTitle')}
      description={i18n.t('attachmentForms|opportunityMetaDescription')}
      alternatePath={paths.callMe(other(language))}
      path={paths.callMe(language)}
    />
  );
}
