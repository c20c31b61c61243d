import styled from 'styled-components';
import type { CaseMessage } from '../../../domain/api/case';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Message = styled.li<{ $outgoing: boolean }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  border-left: 4px solid
    ${({ $outgoing, theme }) => ($outgoing ? theme.colors.brand : theme.colors.border)};
  background: ${({ $outgoing, theme }) => ($outgoing ? theme.colors.surface : theme.colors.background)};
  ${theme.up('md')} {
    margin-left: ${({ $outgoing }) => ($outgoing ? '2rem' : '0')};
    margin-right: ${({ $outgoing }) => ($outgoing ? '0' : '2rem')};
  }
  p {
    margin: ${theme.space(1)} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space(2)};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
  }
`;

const Files = styled.ul`
  margin: ${theme.space(2)} 0 0;
  padding-left: ${theme.space(5)};
`;

/**
 * A case's messages, oldest first: what the customer wrote and what staff answered. `author`
 * names each side as the reader should see it; `fileLink` makes attachments downloadable.
 */
export function CaseThread({
  messages,
  language,
  label,
  author,
  fileLink,
}: {
  messages: CaseMessage[];
  language: Language;
  label: string;
  author: (message: CaseMessage) => string;
  fileLink?: (attachmentId: string, filename: string) => React.ReactNode;
}) {
  return (
    <List aria-label={label}>
      {messages.map((message) => (
        <Message key={message.id} $outgoing={message.direction === 'outgoing'}>
          <Meta>
            <strong>{author(message)}</strong>
            <time dateTime={message.createdAt}>
              {formatDate(message.createdAt, language, { time: true })}
            </time>
          </Meta>
          <p>{message.body}</p>
          {message.attachments.length > 0 && fileLink && (
            <Files>
              {message.attachments.map((file) => (
                <li key={file.id}>{fileLink(file.id, file.filename)}</li>
              ))}
            </Files>
          )}
        </Message>
      ))}
    </List>
  );
}
