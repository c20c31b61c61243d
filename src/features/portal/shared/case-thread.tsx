import styled from 'styled-components';
import type { CaseMessage } from '../../../domain/api/case';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';
import { ThreadList, ThreadMessage } from './thread-message';

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
    <ThreadList aria-label={label}>
      {messages.map((message) => (
        <ThreadMessage
          key={message.id}
          author={author(message)}
          createdAt={message.createdAt}
          language={language}
          fromStaff={message.direction === 'outgoing'}
          sides
          body={message.body}
        >
          {message.attachments.length > 0 && fileLink && (
            <Files>
              {message.attachments.map((file) => (
                <li key={file.id}>{fileLink(file.id, file.filename)}</li>
              ))}
            </Files>
          )}
        </ThreadMessage>
      ))}
    </ThreadList>
  );
}
