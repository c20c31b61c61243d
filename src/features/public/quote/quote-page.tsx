import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { type Language, otherLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, SiteLayout } from '../layout';
import { Calculator } from './calculator';
import { addQuoteTexts } from './texts';
import { theme } from '../../../components/theme';

addQuoteTexts();

const Intro = styled.div`
  max-width: 44rem;
  padding: ${theme.space(2)} 0 ${theme.space(5)};
  h1 {
    margin: 0 0 ${theme.space(2)};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 1.0625rem;
  }
`;

/** /fa-verd/ and /en/get-price/ (and /tryggja/, which redirects here): prices in seconds. */
export function QuotePage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [queryClient] = useState(() => new QueryClient());
  return (
    <SiteLayout language={language} alternatePath={paths.getPrice(otherLanguage(language))}>
      <Intro>
        <h1>{t('quote|pageTitle')}</h1>
        <p>{t('quote|lead')}</p>
      </Intro>
      <QueryClientProvider client={queryClient}>
        <Calculator language={language} />
      </QueryClientProvider>
    </SiteLayout>
  );
}

export const QuoteHead = formHead(
  paths.getPrice,
  'quote|pageTitle',
  'quote|metaDescription',
);
