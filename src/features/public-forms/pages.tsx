import { useTranslation } from 'react-i18next';
import { Link } from '../../components';
import { getI18n, type Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { ChildInsuranceForm } from './child-insurance-form';
import { ConferenceSignupForm } from './conference-signup-form';
import { Lead, Wrap } from './form-layout';
import { OkuvisirCalculator, OkuvisirForm } from './okuvisir-form';
import { LotteryForm } from './lottery-form';
import { OtherMattersForm } from './other-matters-form';
import { RunningCampaigns, SalesPromotionForm } from './sales-promotion-form';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

const other = (language: Language): Language => (language === 'is' ? 'en' : 'is');

type PagePath = (language: Language) => string;

function head(language: Language, path: PagePath, title: string, description: string) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t(title)}
      description={i18n.t(description)}
      alternatePath={path(other(language))}
      path={path(language)}
    />
  );
}

/** /barnatrygging/umsokn/ and /en/child-insurance/apply/. */
export function ChildInsurancePage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.childInsuranceApply(other(language))}>
      <Wrap>
        <h1>{t('publicForms|childPageTitle')}</h1>
        <Lead>{t('publicForms|childLead')}</Lead>
        <ChildInsuranceForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export const ChildInsuranceHead = ({ language }: { language: Language }) =>
  head(
    language,
    paths.childInsuranceApply,
    'publicForms|childPageTitle',
    'publicForms|childMetaDescription',
  );

/** /okuvisir/ and /en/okuvisir/: what Ökuvísir gives, the calculator, and sign-up. */
export function OkuvisirPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.okuvisir(other(language))}>
      <Wrap>
        <h1>{t('publicForms|okuvisirPageTitle')}</h1>
        <Lead>{t('publicForms|okuvisirLead')}</Lead>
        <OkuvisirCalculator />
        <h2>{t('publicForms|okuvisirSignUpHeading')}</h2>
        <OkuvisirForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export const OkuvisirHead = ({ language }: { language: Language }) =>
  head(
    language,
    paths.okuvisir,
    'publicForms|okuvisirPageTitle',
    'publicForms|okuvisirMetaDescription',
  );

/** /onnur-erindi/ and /en/other-matters/. */
export function OtherMattersPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.otherMatters(other(language))}>
      <Wrap>
        <h1>{t('publicForms|otherPageTitle')}</h1>
        <Lead>
          {t('publicForms|otherLead')}{' '}
          <Link href={paths.inquiry(language)}>{t('publicForms|inquiryLink')}</Link>
        </Lead>
        <OtherMattersForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export const OtherMattersHead = ({ language }: { language: Language }) =>
  head(
    language,
    paths.otherMatters,
    'publicForms|otherPageTitle',
    'publicForms|otherMetaDescription',
  );

/** /vidburdir/skraning/ and /en/events/sign-up/: sign up for one of Skjól's events. */
export function EventSignupPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.eventSignup(other(language))}>
      <Wrap>
        <h1>{t('publicForms|eventPageTitle')}</h1>
        <Lead>
          {t('publicForms|eventLead')}{' '}
          <Link href={paths.prevention(language)}>{t('publicForms|preventionLink')}</Link>
        </Lead>
        <ConferenceSignupForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export const EventSignupHead = ({ language }: { language: Language }) =>
  head(
    language,
    paths.eventSignup,
    'publicForms|eventPageTitle',
    'publicForms|eventMetaDescription',
  );

/** /tilbod-herferd/ and /en/campaign-offer/: get an offer from a running campaign. */
export function CampaignOfferPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.campaignOffer(other(language))}>
      <Wrap>
        <h1>{t('publicForms|campaignPageTitle')}</h1>
        <Lead>{t('publicForms|campaignLead')}</Lead>
        <RunningCampaigns language={language} />
        <SalesPromotionForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export const CampaignOfferHead = ({ language }: { language: Language }) =>
  head(
    language,
    paths.campaignOffer,
    'publicForms|campaignPageTitle',
    'publicForms|campaignMetaDescription',
  );

/** /leikur/ and /en/prize-draw/: the current prize draw. */
export function PrizeDrawPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.prizeDraw(other(language))}>
      <Wrap>
        <h1>{t('publicForms|drawPageTitle')}</h1>
        <Lead>{t('publicForms|drawLead')}</Lead>
        <LotteryForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export const PrizeDrawHead = ({ language }: { language: Language }) =>
  head(language, paths.prizeDraw, 'publicForms|drawPageTitle', 'publicForms|drawMetaDescription');
