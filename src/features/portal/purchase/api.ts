import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseQuoteRequest } from '../../../domain/api/quote';
import { QUOTE_API } from '../../../domain/api/quote-paths';
import { call } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

/** The saved quote the e-mailed or page link names, opened with its key. */
export function useSavedQuote(link: { quoteNumber: string; key: string } | null) {
  return useQuery({
    queryKey: ['quote', link?.quoteNumber],
    queryFn: ({ signal }) =>
      call(QUOTE_API.saved(link!.quoteNumber), { payload: { key: link!.key }, signal }),
    enabled: link !== null,
    retry: false,
  });
}

export function usePurchaseQuote(quoteNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PurchaseQuoteRequest) =>
      call(QUOTE_API.purchase(quoteNumber), { method: 'POST', payload: request }),
    // The overview shows the new policies at once.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** GET /api/public/v1/terms/: the terms and product information of the quote's products. */
export function useProductTerms(products: readonly string[], lang: Language) {
  return useQuery({
    queryKey: ['terms', products.join(','), lang],
    queryFn: ({ signal }) =>
      call(QUOTE_API.terms, {
        payload: { products: products.join(','), lang },
        signal,
      }),
    staleTime: Infinity,
  });
}
