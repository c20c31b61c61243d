import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import styled from 'styled-components';
import type { SitePageContext } from '../build/page-context';
import { Link } from '../components/link';
import { CalendarGrid, DoorContent, type DoorQuestionField } from '../features/public/calendar';
import { linkHref, type LinkField, type RichTextField } from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { SiteLayout, useInModal } from '../features/public/layout';
import { Band, ButtonLink, Container, Prose } from '../slices';
import { ContentHead } from './content-head';
import { calendarDoors, type CalendarData } from './jolakula';
import { theme } from '../components/theme';

type Door = {
  day: number;
  title: string;
  text?: RichTextField;
  link?: LinkField;
  link_label?: string;
  /** The door's small quiz. */
  questions?: DoorQuestionField[];
};
type Context = SitePageContext<CalendarData, { door: Door; calendarPath: string }>;

const DoorCard = styled.article`
  max-width: 40rem;
  .day {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: 16px;
    background: linear-gradient(150deg, #0f3d5e, #0a2a41);
    color: #f3c58f;
    font-size: 2.2rem;
    font-weight: 800;
    margin-bottom: ${theme.space(4)};
  }
  h1 {
    margin: 0 0 ${theme.space(4)};
    font-size: clamp(1.7rem, 4vw, 2.3rem);
  }
`;

/** One door of the Christmas calendar; opened from the calendar it shows as a modal over it. */
export default function CalendarDoorTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const inModal = useInModal();
  const { door, language, document, calendarPath } = pageContext;
  const year = document.data.year ?? new Date().getUTCFullYear();
  const linkTarget = linkHref(door.link);
  const body = (
    <DoorContent
      year={year}
      day={door.day}
      questions={door.questions}
      language={language}
      calendarPath={calendarPath}
    >
      <Prose>
        <RichText field={door.text} />
      </Prose>
      {linkTarget && door.link_label && (
        <ButtonLink href={linkTarget} $variant="secondary">
          {door.link_label}
        </ButtonLink>
      )}
    </DoorContent>
  );
  const card = (
    <DoorCard>
      <div className="day" aria-hidden="true">
        {door.day}
      </div>
      <h1>{door.title}</h1>
      {body}
      {!inModal && (
        <p>
          <Link href={calendarPath}>← {t('calendar|back')}</Link>
        </p>
      )}
    </DoorCard>
  );
  if (inModal)
    return (
      <SiteLayout language={language} alternatePath={pageContext.alternatePath}>
        {card}
      </SiteLayout>
    );
  // Reached directly: the door, then the calendar under it.
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <Band>
        <Container>{card}</Container>
      </Band>
      <Band $tone="surface">
        <Container>
          <CalendarGrid
            doors={calendarDoors(document.data)}
            year={year}
            calendarPath={calendarPath}
            language={language}
          />
        </Container>
      </Band>
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
