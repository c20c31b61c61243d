import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '../build/page-context';
import { type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout } from '../features/public/layout';
import { Band, Container, PageIntro, Prose, SliceZone } from '../slices';
import { ArticleCards } from '../slices/lists';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';

type ListData = { title?: RichTextField; lead?: string; intro?: RichTextField; body?: unknown[] };
type Context = SitePageContext<ListData>;

/** The news list ('article_list'): every article published under it, newest first. */
export default function ArticleListTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language, collections } = pageContext;
  const data = document.data;
  const articles = collections.children.filter((child) => child.type === 'article');
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro {...documentIntro(pageContext)} />
      <Band>
        <Container>
          {data.intro && (
            <Prose>
              <RichText field={data.intro} />
            </Prose>
          )}
          {articles.length > 0 ? (
            <ArticleCards articles={articles} language={language} />
          ) : (
            <p>{t('content|noArticles')}</p>
          )}
        </Container>
      </Band>
      <SliceZone
        slices={data.body}
        context={{ language, collections, layout: pageContext.layout }}
      />
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
