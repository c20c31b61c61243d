import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../components/link';
import type { DocumentSummary } from '../build/page-context';
import {
  linkHref,
  richTextAsText,
  type LinkField,
  type RichTextField,
} from '../features/public/content';
import { RichText } from '../features/public/content/rich-text';
import { ModalLink, useServiceContact } from '../features/public/layout';
import { TelephoneAndChatHours, useNow } from '../features/public/opening-hours';
import type { Language } from '../domain/languages';
import { Card, CardGrid, CardIcon, CardMore } from './basic';
import { ContentIcon } from './icons';
import { Band, Container, Prose, SectionHeading } from './layout';
import type { SliceProps } from './types';
import { formatDate, formatMonthShort, isoDate } from '../domain/format';
import { telHref } from '../domain/phone';
import { theme } from '../components/theme';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/* ------------------------------------------------------------------ article cards */

const Meta = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.accent} !important;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Articles as cards: date, title (the link), lead. */
export function ArticleCards({
  articles,
  language,
}: {
  articles: readonly DocumentSummary[];
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <CardGrid $count={articles.length}>
      {articles.map((article) => (
        <Card key={article.id}>
          <Meta>
            <time dateTime={isoDate(article.date)}>{formatDate(article.date, language)}</time>
          </Meta>
          <h3>
            <Link href={article.path}>{article.title}</Link>
          </h3>
          {article.lead && <p>{article.lead}</p>}
          <CardMore aria-hidden="true">{t('content|readMore')}</CardMore>
        </Card>
      ))}
    </CardGrid>
  );
}

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  h2 {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;

type NewsPrimary = {
  heading?: RichTextField;
  count?: number;
  link?: LinkField;
  link_label?: string;
};

export function NewsListSlice({ slice, context }: SliceProps<NewsPrimary>) {
  const heading = richTextAsText(slice.primary.heading);
  const count = typeof slice.primary.count === 'number' ? slice.primary.count : 3;
  const articles = (context.collections.news ?? []).slice(0, count);
  const href = linkHref(slice.primary.link);
  if (articles.length === 0) return null;
  return (
    <Band $tone="surface" data-slice="news_list">
      <Container>
        <HeadingRow>
          {heading && <SectionHeading as="h2">{heading}</SectionHeading>}
          {href && text(slice.primary.link_label) && (
            <Link href={href}>{text(slice.primary.link_label)} →</Link>
          )}
        </HeadingRow>
        <ArticleCards articles={articles} language={context.language} />
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ board members */

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  li {
    position: relative;
    display: flex;
    gap: ${theme.space(4)};
    align-items: center;
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colors.border};
    border-radius: 12px;
    background: #fff;
    &:hover {
      border-color: ${theme.colors.brand};
    }
  }
  a {
    font-weight: 700;
    text-decoration: none;
    color: ${theme.colors.brandDark};
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: 12px;
    }
  }
  p {
    margin: 2px 0 0;
    color: ${theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

export const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.colors.brand};
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.03em;
`;

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function BoardMembersSlice({ slice, context }: SliceProps<{ heading?: RichTextField }>) {
  const heading = richTextAsText(slice.primary.heading);
  const members = context.collections.children.filter((child) => child.type === 'board_member');
  return (
    <Band data-slice="board_members">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <People>
          {members.map((member) => (
            <li key={member.id}>
              <Initials aria-hidden="true">{initialsOf(member.title)}</Initials>
              <div>
                <ModalLink href={member.path}>{member.title}</ModalLink>
                <p>{member.lead}</p>
              </div>
            </li>
          ))}
        </People>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ meetings */

const Meetings = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  li {
    display: flex;
    gap: ${theme.space(4)};
    align-items: center;
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colors.border};
    border-radius: 12px;
    background: #fff;
  }
  a {
    font-weight: 700;
    font-size: 1.1rem;
  }
  p {
    margin: 2px 0 0;
    color: ${theme.colors.textMuted};
  }
`;

export const DateBadge = styled.time`
  flex: none;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 10px;
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
  line-height: 1.1;
  strong {
    font-size: 1.4rem;
  }
  span {
    font-size: 0.75rem;
    text-transform: uppercase;
  }
`;

export function DateBadgeFor({ date, language }: { date: string; language: Language }) {
  const iso = isoDate(date);
  return (
    <DateBadge dateTime={iso}>
      <strong>{iso ? Number(iso.slice(8, 10)) : ''}</strong>
      <span>{iso ? formatMonthShort(iso, language) : ''}</span>
    </DateBadge>
  );
}

const Status = styled.span<{ $upcoming: boolean }>`
  display: inline-block;
  margin-left: ${theme.space(2)};
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  vertical-align: 0.15em;
  /* Small bold text: each pair keeps at least 4.5:1 (the theme's success green on the pale green
     does not), the same green as the portal's success badge. */
  background: ${({ $upcoming }) => ($upcoming ? '#e3f3ea' : '#eef1f4')};
  color: ${({ $upcoming, theme }) => ($upcoming ? '#14613a' : theme.colors.textMuted)};
`;

export function MeetingsSlice({ slice, context }: SliceProps<{ heading?: RichTextField }>) {
  const { t } = useTranslation();
  const now = useNow();
  const heading = richTextAsText(slice.primary.heading);
  const meetings = context.collections.meetings ?? [];
  return (
    <Band data-slice="meetings">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <Meetings>
          {meetings.map((meeting) => {
            const upcoming = now ? new Date(meeting.date).getTime() > now.getTime() : null;
            return (
              <li key={meeting.id}>
                <DateBadgeFor date={meeting.date} language={context.language} />
                <div>
                  <Link href={meeting.path}>{meeting.title}</Link>
                  {upcoming !== null && (
                    <Status $upcoming={upcoming}>
                      {upcoming ? t('content|meetingUpcoming') : t('content|meetingPast')}
                    </Status>
                  )}
                  <p>
                    {formatDate(meeting.date, context.language, { time: true })}
                    {meeting.lead ? ` · ${meeting.lead}` : ''}
                  </p>
                </div>
              </li>
            );
          })}
        </Meetings>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ financial calendar */

const Calendar = styled.table`
  width: 100%;
  max-width: 50rem;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${theme.space(3)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${theme.colors.textMuted};
  }
  td:first-child {
    white-space: nowrap;
    font-weight: 700;
    color: ${theme.colors.brandDark};
  }
  tr[data-past='true'] td {
    color: ${theme.colors.textMuted};
    font-weight: 400;
  }
`;

type CalendarItem = { date?: string; event?: string };

export function FinancialCalendarSlice({
  slice,
  context,
}: SliceProps<{ heading?: RichTextField; text?: RichTextField }, CalendarItem>) {
  const { t } = useTranslation();
  const now = useNow();
  const heading = richTextAsText(slice.primary.heading);
  return (
    <Band data-slice="financial_calendar">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        {slice.primary.text && (
          <Prose>
            <RichText field={slice.primary.text} />
          </Prose>
        )}
        <Calendar>
          <thead>
            <tr>
              <th scope="col">{t('content|financialCalendarDate')}</th>
              <th scope="col">{t('content|financialCalendarEvent')}</th>
            </tr>
          </thead>
          <tbody>
            {slice.items.map((item, index) => {
              const date = text(item.date);
              const past = now && date ? new Date(`${date}T23:59:59Z`) < now : false;
              return (
                <tr key={index} data-past={past}>
                  <td>
                    <time dateTime={isoDate(date)}>{formatDate(date, context.language)}</time>
                  </td>
                  <td>{text(item.event)}</td>
                </tr>
              );
            })}
          </tbody>
        </Calendar>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ subpages */

export function SubpagesSlice({
  slice,
  context,
}: SliceProps<{ heading?: RichTextField; link_label?: string }>) {
  const { t } = useTranslation();
  const heading = richTextAsText(slice.primary.heading);
  const pages = context.collections.children.filter(
    (child) => child.type !== 'board_member' && child.type !== 'article',
  );
  if (pages.length === 0) return null;
  return (
    <Band data-slice="subpages">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <CardGrid $count={pages.length}>
          {pages.map((page) => (
            <Card key={page.id}>
              {page.icon && (
                <CardIcon>
                  <ContentIcon name={page.icon} />
                </CardIcon>
              )}
              <h3>
                <Link href={page.path}>{page.title}</Link>
              </h3>
              {page.lead && <p>{page.lead}</p>}
              <CardMore aria-hidden="true">
                {text(slice.primary.link_label) || t('content|readMore')}
              </CardMore>
            </Card>
          ))}
        </CardGrid>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ contact details */

const ContactGrid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  }
`;

const ContactCard = styled.section`
  padding: ${theme.space(5)};
  border-radius: 12px;
  border: 1px solid ${theme.colors.border};
  background: #fff;
  h3 {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    margin: 0 0 ${theme.space(3)};
    font-size: 1.15rem;
    color: ${theme.colors.brandDark};
    svg {
      color: ${theme.colors.brand};
    }
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
  .big {
    font-size: 1.6rem;
    font-weight: 800;
    text-decoration: none;
  }
`;

type ContactItem = { title?: string; text?: RichTextField; icon?: string };

export function ContactDetailsSlice({
  slice,
  context,
}: SliceProps<{ heading?: RichTextField; text?: RichTextField }, ContactItem>) {
  const { t } = useTranslation();
  const heading = richTextAsText(slice.primary.heading);
  const contact = useServiceContact();
  return (
    <Band data-slice="contact_details">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        {slice.primary.text && (
          <Prose>
            <RichText field={slice.primary.text} />
          </Prose>
        )}
        <ContactGrid>
          <ContactCard>
            <h3>
              <ContentIcon name="phone" size={24} />
              {t('content|contactPhone')}
            </h3>
            {contact && (
              <p>
                <a className="big" href={telHref(contact.phone)}>
                  {contact.phone}
                </a>
              </p>
            )}
            <TelephoneAndChatHours language={context.language} />
          </ContactCard>
          <ContactCard>
            <h3>
              <ContentIcon name="chat" size={24} />
              {t('content|contactEmail')}
            </h3>
            {contact && (
              <p>
                <a className="big" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </p>
            )}
            <h3>
              <ContentIcon name="home" size={24} />
              {t('content|contactAddress')}
            </h3>
            <p>{t('layout|footerAddress')}</p>
          </ContactCard>
          {slice.items.map((item, index) => (
            <ContactCard key={index}>
              <h3>
                <ContentIcon name={item.icon} size={24} />
                {text(item.title)}
              </h3>
              <RichText field={item.text} />
            </ContactCard>
          ))}
        </ContactGrid>
      </Container>
    </Band>
  );
}
