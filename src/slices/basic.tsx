import styled from 'styled-components';
import { Link } from '../components/link';
import { QuestionList } from '../components/question-list';
import {
  isFilledRichText,
  linkHref,
  richTextAsText,
  type LinkField,
  type RichTextField,
} from '../features/public/content';
import { InlineText, RichText } from '../features/public/content/rich-text';
import { ContentIcon } from './icons';
import { Band, ButtonLink, ButtonRow, Container, Prose, SectionHeading } from './layout';
import type { SliceProps } from './types';
import { theme } from '../components/theme';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/* ------------------------------------------------------------------ hero */

type HeroPrimary = {
  heading?: RichTextField;
  text?: RichTextField;
  button_label?: string;
  button_link?: LinkField;
  secondary_label?: string;
  secondary_link?: LinkField;
  icon?: string;
  variant?: string;
};

const HeroBand = styled.section<{ $front: boolean }>`
  position: relative;
  overflow: hidden;
  color: ${({ $front }) => ($front ? '#fff' : 'inherit')};
  background: ${({ $front, theme }) =>
    $front
      ? `linear-gradient(120deg, ${theme.colors.brandDark} 0%, ${theme.colors.brand} 70%, #1d5a84 100%)`
      : theme.colors.surface};
  padding: ${({ $front, theme }) =>
    $front ? `${theme.space(7)} 0 ${theme.space(8)}` : `${theme.space(7)} 0`};
  ${theme.up('md')} {
    padding: ${({ $front, theme }) =>
      $front ? `${theme.space(8)} 0 ${theme.space(9)}` : `${theme.space(7)} 0`};
  }
  h1,
  h2 {
    color: ${({ $front }) => ($front ? '#fff' : 'inherit')};
    font-size: ${({ $front }) => ($front ? 'clamp(2.2rem, 5.5vw, 3.6rem)' : 'clamp(2rem, 4vw, 2.75rem)')};
    line-height: 1.1;
    margin: 0 0 ${theme.space(4)};
    max-width: 18ch;
  }
  p {
    font-size: 1.2rem;
    max-width: 40rem;
    margin: 0;
    color: ${({ $front, theme }) => ($front ? '#dfe9f1' : theme.colors.textMuted)};
  }
`;

const HeroGrid = styled(Container)`
  position: relative;
  display: grid;
  gap: ${theme.space(6)};
  align-items: center;
  ${theme.up('md')} {
    grid-template-columns: 1.6fr 1fr;
  }
`;

const HeroArt = styled.div`
  display: none;
  justify-self: center;
  color: rgba(255, 255, 255, 0.9);
  ${theme.up('md')} {
    display: block;
  }
`;

const HeroIcon = styled.div`
  display: none;
  justify-self: end;
  color: ${theme.colors.brand};
  background: #fff;
  border-radius: 50%;
  padding: ${theme.space(6)};
  box-shadow: 0 12px 32px rgba(10, 42, 65, 0.1);
  ${theme.up('md')} {
    display: block;
  }
`;

/** The roof-and-wave mark, large: the hero's drawing on the front page. */
function ShelterArt() {
  return (
    <svg width="320" height="240" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
      <path
        d="M4 22 L24 6 L44 22"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d="M8 30 q8 -6 16 0 t16 0"
        fill="none"
        stroke="#e59a4e"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function HeroSlice({ slice, context }: SliceProps<HeroPrimary>) {
  const primary = slice.primary;
  const front = primary.variant === 'front';
  const heading = richTextAsText(primary.heading);
  const buttonHref = linkHref(primary.button_link);
  const secondaryHref = linkHref(primary.secondary_link);
  const Heading = context.first ? 'h1' : 'h2';
  return (
    <HeroBand $front={front} data-slice="hero">
      <HeroGrid>
        <div>
          {heading && <Heading>{heading}</Heading>}
          {isFilledRichText(primary.text) && <RichText field={primary.text} />}
          {(buttonHref || secondaryHref) && (
            <ButtonRow>
              {buttonHref && text(primary.button_label) && (
                <ButtonLink href={buttonHref} $variant="primary">
                  {text(primary.button_label)}
                </ButtonLink>
              )}
              {secondaryHref && text(primary.secondary_label) && (
                <ButtonLink href={secondaryHref} $variant={front ? 'inverse' : 'secondary'}>
                  {text(primary.secondary_label)}
                </ButtonLink>
              )}
            </ButtonRow>
          )}
        </div>
        {front ? (
          <HeroArt>
            <ShelterArt />
          </HeroArt>
        ) : (
          primary.icon && (
            <HeroIcon>
              <ContentIcon name={primary.icon} size={72} />
            </HeroIcon>
          )
        )}
      </HeroGrid>
    </HeroBand>
  );
}

/* ------------------------------------------------------------------ text */

export function TextSlice({ slice }: SliceProps<{ content?: RichTextField }>) {
  return (
    <Band data-slice="text">
      <Container>
        <Prose>
          <RichText field={slice.primary.content} />
        </Prose>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ cards */

type CardItem = {
  title?: string;
  text?: RichTextField;
  link?: LinkField;
  link_label?: string;
  icon?: string;
};

/** Cards in rows that come out even: three or four across on wide screens, by how many there are. */
export const CardGrid = styled.ul<{ $count?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: 1fr;
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.up('lg')} {
    grid-template-columns: repeat(
      ${({ $count = 3 }) => ($count % 4 === 0 ? 4 : $count === 2 ? 2 : 3)},
      1fr
    );
  }
`;

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  transition:
    box-shadow 150ms ease,
    transform 150ms ease,
    border-color 150ms ease;
  &:hover {
    border-color: ${theme.colors.brand};
    box-shadow: 0 10px 28px rgba(10, 42, 65, 0.12);
    transform: translateY(-2px);
  }
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  h3 a {
    text-decoration: none;
    color: inherit;
    /* The whole card answers a click; the link itself stays the one tab stop. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: 12px;
    }
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export const CardIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brand};
`;

export const CardMore = styled.span`
  margin-top: auto;
  padding-top: ${theme.space(2)};
  font-weight: 700;
  color: ${theme.colors.brand};
  &::after {
    content: ' →';
  }
`;

export function CardsSlice({ slice }: SliceProps<{ heading?: RichTextField }, CardItem>) {
  const heading = richTextAsText(slice.primary.heading);
  return (
    <Band data-slice="cards">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <CardGrid $count={slice.items.length}>
          {slice.items.map((item, index) => {
            const href = linkHref(item.link);
            return (
              <Card key={index}>
                {item.icon && (
                  <CardIcon>
                    <ContentIcon name={item.icon} />
                  </CardIcon>
                )}
                <h3>{href ? <Link href={href}>{text(item.title)}</Link> : text(item.title)}</h3>
                {isFilledRichText(item.text) && <RichText field={item.text} />}
                {href && text(item.link_label) && (
                  <CardMore aria-hidden="true">{text(item.link_label)}</CardMore>
                )}
              </Card>
            );
          })}
        </CardGrid>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ faq */

export function FaqSlice({
  slice,
}: SliceProps<{ heading?: RichTextField }, { question?: string; answer?: RichTextField }>) {
  const heading = richTextAsText(slice.primary.heading);
  return (
    <Band data-slice="faq">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <QuestionList>
          {slice.items.map((item, index) => (
            <details key={index}>
              <summary>{text(item.question)}</summary>
              <div className="answer">
                <RichText field={item.answer} />
              </div>
            </details>
          ))}
        </QuestionList>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ steps */

const StepList = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
  li {
    counter-increment: step;
    position: relative;
    padding-top: ${theme.space(7)};
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${theme.colors.brand};
    color: #fff;
    font-weight: 700;
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export function StepsSlice({
  slice,
}: SliceProps<{ heading?: RichTextField }, { title?: string; text?: RichTextField }>) {
  const heading = richTextAsText(slice.primary.heading);
  return (
    <Band $tone="surface" data-slice="steps">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <StepList>
          {slice.items.map((item, index) => (
            <li key={index}>
              <h3>{text(item.title)}</h3>
              <RichText field={item.text} />
            </li>
          ))}
        </StepList>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ call to action */

const CtaBox = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  align-items: center;
  padding: ${theme.space(6)};
  border-radius: 16px;
  background: ${theme.colors.brand};
  color: #fff;
  ${theme.up('md')} {
    grid-template-columns: 1fr auto;
    padding: ${theme.space(6)} ${theme.space(7)};
  }
  h2 {
    margin: 0 0 ${theme.space(2)};
    color: #fff;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
    color: #dfe9f1;
  }
  a {
    color: #fff;
  }
`;

type CtaPrimary = {
  heading?: string;
  text?: RichTextField;
  button_label?: string;
  button_link?: LinkField;
};

export function CtaSlice({ slice }: SliceProps<CtaPrimary>) {
  const href = linkHref(slice.primary.button_link);
  return (
    <Band data-slice="cta">
      <Container>
        <CtaBox>
          <div>
            <h2>{text(slice.primary.heading)}</h2>
            <RichText field={slice.primary.text} />
          </div>
          {href && text(slice.primary.button_label) && (
            <ButtonLink href={href} $variant="primary">
              {text(slice.primary.button_label)}
            </ButtonLink>
          )}
        </CtaBox>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ key figures */

const Figures = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  div {
    padding: ${theme.space(4)};
    border-radius: 12px;
    background: #fff;
    border: 1px solid ${theme.colors.border};
  }
  dd {
    margin: 0;
    font-size: clamp(1.5rem, 5vw, 2.2rem);
    font-weight: 800;
    color: ${theme.colors.brand};
    line-height: 1.1;
  }
  dt {
    margin-top: ${theme.space(2)};
    color: ${theme.colors.textMuted};
  }
`;

export function KeyFiguresSlice({
  slice,
}: SliceProps<{ heading?: RichTextField }, { value?: string; label?: string }>) {
  const heading = richTextAsText(slice.primary.heading);
  return (
    <Band $tone="surface" data-slice="key_figures">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <Figures>
          {slice.items.map((item, index) => (
            // Value first on screen, label first for screen readers (dt before dd in the markup).
            <div key={index} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <dt>{text(item.label)}</dt>
              <dd>{text(item.value)}</dd>
            </div>
          ))}
        </Figures>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ quote */

const Quote = styled.figure`
  margin: 0 auto;
  max-width: 46rem;
  text-align: center;
  blockquote {
    margin: 0;
    font-size: 1.45rem;
    line-height: 1.4;
    color: ${theme.colors.brandDark};
    &::before {
      content: '“';
      display: block;
      font-size: 4rem;
      line-height: 0.6;
      color: ${theme.colors.accent};
    }
  }
  figcaption {
    margin-top: ${theme.space(3)};
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

export function QuoteSlice({ slice }: SliceProps<{ text?: string; author?: string }>) {
  return (
    <Band $tone="accent" data-slice="quote">
      <Container>
        <Quote>
          <blockquote>
            <p>{text(slice.primary.text)}</p>
          </blockquote>
          {text(slice.primary.author) && <figcaption>{text(slice.primary.author)}</figcaption>}
        </Quote>
      </Container>
    </Band>
  );
}

/* ------------------------------------------------------------------ link list */

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 50rem;
  border-top: 1px solid ${theme.colors.border};
  li {
    display: flex;
    gap: ${theme.space(4)};
    align-items: flex-start;
    padding: ${theme.space(4)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  .icon {
    flex: none;
    color: ${theme.colors.brand};
  }
  a {
    font-weight: 700;
    font-size: 1.05rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

export function LinkListSlice({
  slice,
}: SliceProps<
  { heading?: RichTextField },
  { title?: string; description?: RichTextField; link?: LinkField; icon?: string }
>) {
  const heading = richTextAsText(slice.primary.heading);
  return (
    <Band data-slice="link_list">
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <Links>
          {slice.items.map((item, index) => {
            const href = linkHref(item.link);
            return (
              <li key={index}>
                <span className="icon">
                  <ContentIcon name={item.icon || 'document'} size={28} />
                </span>
                <div>
                  {href ? (
                    <Link href={href}>{text(item.title)}</Link>
                  ) : (
                    <strong>{text(item.title)}</strong>
                  )}
                  {isFilledRichText(item.description) &&
                    item.description?.map((block, position) =>
                      'text' in block ? (
                        <p key={position}>
                          <InlineText text={block.text} spans={block.spans} />
                        </p>
                      ) : null,
                    )}
                </div>
              </li>
            );
          })}
        </Links>
      </Container>
    </Band>
  );
}
