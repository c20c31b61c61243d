import { Fragment, type ReactNode } from 'react';
import { Link } from '../../../components/link';
import { linkHref } from './links';
import type { LinkField, RichTextBlock, RichTextField, RichTextSpan } from './prismic-types';

type Segment = { text: string; strong: boolean; em: boolean; link: LinkField | null };

/**
 * Splits text at every span boundary; each piece knows which marks cover it. Overlapping spans
 * (bold inside a link, a link across two bold words) come out nested the same way every time:
 * link outermost, then strong, then em.
 */
export function segmentText(text: string, spans: readonly RichTextSpan[]): Segment[] {
  const characters = Array.from(text);
  const boundaries = new Set<number>([0, characters.length]);
  for (const span of spans) {
    boundaries.add(Math.max(0, Math.min(span.start, characters.length)));
    boundaries.add(Math.max(0, Math.min(span.end, characters.length)));
  }
  const points = [...boundaries].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] as number;
    const end = points[index + 1] as number;
    if (end <= start) continue;
    const covering = spans.filter((span) => span.start <= start && span.end >= end);
    const hyperlink = covering.find((span) => span.type === 'hyperlink');
    const segment: Segment = {
      text: characters.slice(start, end).join(''),
      strong: covering.some((span) => span.type === 'strong'),
      em: covering.some((span) => span.type === 'em'),
      link: hyperlink && hyperlink.type === 'hyperlink' ? hyperlink.data : null,
    };
    const previous = segments[segments.length - 1];
    if (
      previous &&
      previous.strong === segment.strong &&
      previous.em === segment.em &&
      previous.link === segment.link
    ) {
      previous.text += segment.text;
    } else {
      segments.push(segment);
    }
  }
  return segments;
}

function withLineBreaks(text: string): ReactNode {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function marked(segment: Segment): ReactNode {
  let node: ReactNode = withLineBreaks(segment.text);
  if (segment.em) node = <em>{node}</em>;
  if (segment.strong) node = <strong>{node}</strong>;
  return node;
}

/** The inline content of one text block: its text with bold, italics and links. */
export function InlineText({ text, spans }: { text: string; spans: readonly RichTextSpan[] }) {
  const segments = segmentText(text, spans);
  const nodes: ReactNode[] = [];
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index] as Segment;
    if (!segment.link) {
      nodes.push(<Fragment key={index}>{marked(segment)}</Fragment>);
      index += 1;
      continue;
    }
    // Consecutive pieces under the same link become one anchor.
    const link = segment.link;
    const group: Segment[] = [];
    while (index < segments.length && segments[index]?.link === link) {
      group.push(segments[index] as Segment);
      index += 1;
    }
    const href = linkHref(link);
    const content = group.map((piece, position) => (
      <Fragment key={position}>{marked(piece)}</Fragment>
    ));
    nodes.push(
      href ? (
        <Link key={`link-${index}`} href={href}>
          {content}
        </Link>
      ) : (
        <Fragment key={`link-${index}`}>{content}</Fragment>
      ),
    );
  }
  return <>{nodes}</>;
}

type TextBlock = Extract<RichTextBlock, { text: string }>;

function Block({ block }: { block: TextBlock }) {
  const inline = <InlineText text={block.text} spans={block.spans ?? []} />;
  switch (block.type) {
    case 'heading1':
      return <h1>{inline}</h1>;
    case 'heading2':
      return <h2>{inline}</h2>;
    case 'heading3':
      return <h3>{inline}</h3>;
    case 'heading4':
      return <h4>{inline}</h4>;
    case 'heading5':
      return <h5>{inline}</h5>;
    case 'heading6':
      return <h6>{inline}</h6>;
    case 'preformatted':
      return <pre>{block.text}</pre>;
    default:
      return <p>{inline}</p>;
  }
}

/**
 * Renders a Prismic rich text field: headings, paragraphs, lists (consecutive list items become
 * one list), preformatted text and images. Links go through the site's link policy.
 */
export function RichText({ field }: { field: RichTextField | null | undefined }) {
  if (!Array.isArray(field) || field.length === 0) return null;
  const output: ReactNode[] = [];
  let index = 0;
  while (index < field.length) {
    const block = field[index] as RichTextBlock;
    if (block.type === 'list-item' || block.type === 'o-list-item') {
      const kind = block.type;
      const first = index;
      const items: TextBlock[] = [];
      while (index < field.length && field[index]?.type === kind) {
        items.push(field[index] as TextBlock);
        index += 1;
      }
      const children = items.map((item, position) => (
        <li key={position}>
          <InlineText text={item.text} spans={item.spans ?? []} />
        </li>
      ));
      output.push(
        kind === 'list-item' ? <ul key={first}>{children}</ul> : <ol key={first}>{children}</ol>,
      );
      continue;
    }
    if (block.type === 'image') {
      output.push(
        <img
          key={index}
          src={block.url}
          alt={block.alt ?? ''}
          width={block.dimensions?.width}
          height={block.dimensions?.height}
          loading="lazy"
        />,
      );
    } else if (block.type !== 'embed') {
      output.push(<Block key={index} block={block} />);
    }
    index += 1;
  }
  return <>{output}</>;
}
