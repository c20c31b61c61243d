import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../../components';
import { getI18n, type Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { LetUsKnowForm } from './let-us-know-form';
import { addLetUsKnowTexts } from './texts';

addLetUsKnowTexts();

const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  .lead {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.0625rem;
  }
  .next {
    margin: 0 0 ${({ theme }) => theme.space(5)};
  }
  .escalation {
    margin: ${({ theme }) => theme.space(6)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/** /lattu-okkur-vita/ and /en/let-us-know/: a complaint or a compliment, worked from the inbox. */
export function LetUsKnowPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout
      language={language}
      alternatePath={paths.letUsKnow(language === 'is' ? 'en' : 'is')}
    >
      <Wrap>
        <h1>{t('letUsKnow|pageTitle')}</h1>
        <p className="lead">{t('letUsKnow|lead')}</p>
        <p className="next">{t('letUsKnow|whatNext')}</p>
        <LetUsKnowForm language={language} />
        <p className="escalation">
          {t('letUsKnow|escalation')}{' '}
          <Link href="https://www.sedlabanki.is/">{t('letUsKnow|escalationLink')}</Link>.
        </p>
      </Wrap>
    </SiteLayout>
  );
}

export function LetUsKnowHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('letUsKnow|pageTitle')}
      description={i18n.t('letUsKnow|metaDescription')}
      alternatePath={paths.letUsKnow(language === 'is' ? 'en' : 'is')}
      path={paths.letUsKnow(language)}
    />
  );
}
