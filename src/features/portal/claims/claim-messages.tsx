import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ClaimAttachment, ClaimMessage } from '../../../domain/api/claim';
import { formatDate, formatFileSize } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Message = styled.li<{ $staff: boolean }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  border-left: 4px solid
    ${({ $staff, theme }) => ($staff ? theme.colors.brand : theme.colors.border)};
  background: ${theme.colors.surface};
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
  margin: 0;
  padding-left: ${theme.space(5)};
  li {
    margin-bottom: ${theme.space(1)};
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

/** A claim's messages, oldest first, each with who wrote it and when; a question is marked. */
export function ClaimMessages({
  messages,
  language,
  label,
  author,
}: {
  messages: readonly ClaimMessage[];
  language: Language;
  label: string;
  author: (message: ClaimMessage) => string;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) return <p>{t('claimHandling|follow.noMessages')}</p>;
  return (
    <List aria-label={label}>
      {messages.map((message) => (
        <Message key={message.id} $staff={message.author === 'staff'}>
          <Meta>
            <strong>{author(message)}</strong>
            <time dateTime={message.createdAt}>
              {formatDate(message.createdAt, language, { time: true })}
            </time>
            {message.isQuestion && <span>· {t('claimHandling|detail.questionTag')}</span>}
          </Meta>
          <p>{message.body}</p>
        </Message>
      ))}
    </List>
  );
}

/** A claim's files, each a link or button that fetches it as a download. */
export function ClaimFiles({
  files,
  language,
  link,
}: {
  files: readonly ClaimAttachment[];
  language: Language;
  link: (file: ClaimAttachment) => ReactNode;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return <p>{t('claimHandling|follow.noFiles')}</p>;
  return (
    <Files>
      {files.map((file) => (
        <li key={file.id}>
          {link(file)}{' '}
          <small>
            {formatFileSize(file.size, language)} ·{' '}
            {t(`claimHandling|detail.addedBy.${file.addedBy}`)} ·{' '}
            {formatDate(file.createdAt, language)}
          </small>
        </li>
      ))}
    </Files>
  );
}
