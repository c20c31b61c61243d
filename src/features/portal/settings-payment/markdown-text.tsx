import { Fragment, type ReactNode } from 'react';
import { Link } from '../../../components';

// The little markdown translated texts use: paragraphs, **bold** and [links](href). Rendered as
// React elements, never as HTML, so a text can never inject markup; links go through Link's policy.
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, bold, label, href] = match;
    nodes.push(
      bold !== undefined ? (
        <strong key={index}>{bold}</strong>
      ) : (
        <Link key={index} href={href ?? ''}>
          {label}
        </Link>
      ),
    );
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function MarkdownText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {inline(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
