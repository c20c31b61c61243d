import type { TermsResponse } from '../../../src/domain/api/quote';
import { documentDownloadPath, findDocument } from '../../../src/domain/documents';
import {
  PRODUCT_DOCUMENT_SLUGS,
  QUOTE_PRODUCTS,
  type QuoteProduct,
} from '../../../src/domain/quote';
import { badRequest } from '../../errors';
import type { ServerLanguage } from '../../i18n/locales';

const isProduct = (value: string): value is QuoteProduct =>
  (QUOTE_PRODUCTS as readonly string[]).includes(value);

/**
 * The terms and the product information document of each product asked for, in the language
 * asked for: what a buyer reads and accepts. Both come from the document catalogue, so a new
 * edition there is the one offered here, and its date is the version a purchase records.
 */
export function productTerms(products: string, lang: ServerLanguage): TermsResponse {
  const wanted = [...new Set(products.split(','))];
  const unknown = wanted.filter((product) => !isProduct(product));
  if (unknown.length > 0)
    throw badRequest('UnknownProduct', `No such product: ${unknown.join(', ')}`, {
      products: ['quote|unknownProduct'],
    });
  return {
    terms: wanted.filter(isProduct).map((product) => {
      const slug = PRODUCT_DOCUMENT_SLUGS[product];
      const terms = findDocument(`terms-${slug}-${lang}`);
      const information = findDocument(`ipid-${slug}-${lang}`);
      if (!terms || !information)
        throw new Error(`The document catalogue lacks the terms or IPID of ${product}`);
      return {
        product,
        title: terms.title[lang],
        version: terms.published,
        termsUrl: documentDownloadPath(terms.id),
        productInformationUrl: documentDownloadPath(information.id),
      };
    }),
  };
}
