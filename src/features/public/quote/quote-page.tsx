import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, ToolPage } from '../layout';
import { Calculator } from './calculator';
import { addQuoteTexts } from './texts';

addQuoteTexts();

/** /fa-verd/ and /en/get-price/ (and /tryggja/, which redirects here): prices in seconds. */
export function QuotePage({ language }: { language: Language }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <ToolPage
      language={language}
      path={paths.getPrice}
      title="quote|pageTitle"
      lead="quote|lead"
      introWidth="44rem"
      spaceBelowIntro={5}
    >
      <QueryClientProvider client={queryClient}>
        <Calculator language={language} />
      </QueryClientProvider>
    </ToolPage>
  );
}

export const QuoteHead = formHead(paths.getPrice, 'quote|pageTitle', 'quote|metaDescription');
