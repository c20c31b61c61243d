import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { CalendarGrid, CalendarScene, CalendarTerms } from '../features/public/calendar';
import { type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout } from '../features/public/layout';
import { Band, Container, PageIntro, Prose } from '../slices';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';

export type CalendarData = {
  title?: RichTextField;
  lead?: string;
  intro?: RichTextField;
  year?: number;
  doors?: { day?: number; title?: string; text?: RichTextField }[];
};
type Context = SitePageContext<CalendarData>;

const Snow = styled(Band)`
  background:
    radial-gradient(circle at 10% 20%, rgba(15, 61, 94, 0.06) 0 3px, transparent 4px) 0 0 / 60px
      60px,
    radial-gradient(circle at 60% 70%, rgba(15, 61, 94, 0.05) 0 2px, transparent 3px) 0 0 / 45px
      45px;
`;

export function calendarDoors(data: CalendarData) {
  return (data.doors ?? []).flatMap((door) =>
    typeof door.day === 'number' ? [{ day: door.day, title: door.title?.trim() ?? '' }] : [],
  );
}

/** The Christmas calendar ('jolakula'): a door a day in December, each a page of its own. */
export default function CalendarTemplate({ pageContext }: PageProps<object, Context>) {
  const { document, language } = pageContext;
  const data = document.data;
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro {...documentIntro(pageContext)} icon="fire" />
      <Snow>
        <Container>
          {data.intro && (
            <Prose style={{ marginBottom: 32 }}>
              <RichText field={data.intro} />
            </Prose>
          )}
          <CalendarScene>
            <CalendarGrid
              doors={calendarDoors(data)}
              year={data.year ?? new Date().getUTCFullYear()}
              calendarPath={pageContext.pagePath}
              language={language}
            />
          </CalendarScene>
          <CalendarTerms language={language} />
        </Container>
      </Snow>
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
