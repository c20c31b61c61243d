import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../../../components';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, Lead, PublicFormPage } from '../layout';
import { LetUsKnowForm } from './let-us-know-form';
import { addLetUsKnowTexts } from './texts';
import { theme } from '../../../components/theme';

addLetUsKnowTexts();

/** The lead, closer to the paragraph on what happens next. */
const LeadAbove = styled(Lead)`
  margin-bottom: ${theme.space(3)};
`;

const WhatNext = styled.p`
  margin: 0 0 ${theme.space(5)};
`;

const Escalation = styled.p`
  margin: ${theme.space(6)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** /lattu-okkur-vita/ and /en/let-us-know/: a complaint or a compliment, worked from the inbox. */
export function LetUsKnowPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <PublicFormPage language={language} path={paths.letUsKnow} title="letUsKnow|pageTitle">
      <LeadAbove>{t('letUsKnow|lead')}</LeadAbove>
      <WhatNext>{t('letUsKnow|whatNext')}</WhatNext>
      <LetUsKnowForm language={language} />
      <Escalation>
        {t('letUsKnow|escalation')}{' '}
        <Link href="https://www.sedlabanki.is/">{t('letUsKnow|escalationLink')}</Link>.
      </Escalation>
    </PublicFormPage>
  );
}

export const LetUsKnowHead = formHead(
  paths.letUsKnow,
  'letUsKnow|pageTitle',
  'letUsKnow|metaDescription',
);
