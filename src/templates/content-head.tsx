import type { HeadProps } from 'gatsby';
import type { PageSeo } from '../build/page-context';
import { SeoHead } from '../features/public/layout';
import type { Language } from '../domain/languages';

type HeadContext = { language: Language; alternatePath: string; seo: PageSeo };

/** The <head> of a page built from content: everything comes from the context's `seo`. */
export function ContentHead({ pageContext }: HeadProps<object, HeadContext>) {
  const { seo, language } = pageContext;
  return (
    <SeoHead
      language={language}
      title={seo.title}
      description={seo.description || undefined}
      path={seo.path}
      alternates={seo.alternates}
      alternatePath={pageContext.alternatePath}
      type={seo.type}
      noindex={seo.noindex}
      publishedTime={seo.publishedTime}
      modifiedTime={seo.modifiedTime}
    />
  );
}
