import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ClaimAttachment, ClaimMessage } from '../../../domain/api/claim';
import { formatDate, formatFileSize } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';
import { ThreadList, ThreadMessage } from '../shared/thread-message';

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
    <ThreadList aria-label={label}>
      {messages.map((message) => (
        <ThreadMessage
          key={message.id}
          author={author(message)}
          createdAt={message.createdAt}
          language={language}
          fromStaff={message.author === 'staff'}
          note={message.isQuestion ? t('claimHandling|detail.questionTag') : undefined}
          body={message.body}
        />
      ))}
    </ThreadList>
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
