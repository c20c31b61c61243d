import type { HeadProps, PageProps } from 'gatsby';
import { SiteLayout } from '../features/public/layout';
import { SliceZone } from '../slices';
import { ContentHead } from './content-head';
import { ProductTop, type ProductContext } from './platform-product-top';

/** A product page ('vettvangur' product): what it covers, the price, and the way to buy. */
export default function PlatformProductTemplate({
  pageContext,
}: PageProps<object, ProductContext>) {
  const { document, language } = pageContext;
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <ProductTop pageContext={pageContext} />
      <SliceZone
        slices={document.data.body}
        context={{ language, collections: pageContext.collections, layout: pageContext.layout }}
      />
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, ProductContext>) {
  return <ContentHead {...props} />;
}
