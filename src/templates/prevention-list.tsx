import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '../build/page-context';
import { type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout } from '../features/public/layout';
import { NewsletterSignup } from '../features/public/newsletter/newsletter-signup';
import { Band, Container, PageIntro, Prose, SliceZone } from '../slices';
import { ArticleCards } from '../slices/lists';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';

type PreventionData = {
  title?: RichTextField;
  lead?: string;
  intro?: RichTextField;
  body?: unknown[];
};
type Context = SitePageContext<PreventionData>;

/**
 * The prevention list ('forvarnir'): advice that prevents damage and injury, one article per
 * subject, with the page's own slices (campaigns, checklists) after the list.
 */
export default function PreventionListTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language, collections } = pageContext;
  const data = document.data;
  const articles = collections.children.filter((child) => child.type === 'article');
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro {...documentIntro(pageContext)} icon="shield" />
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
          <NewsletterSignup language={language} />
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
