import { Link as GatsbyLink } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../../lib/i18n';
import { portalPath } from '../portal-routes';
import { useChatConsole } from './api';

const Card = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  a {
    font-weight: 700;
  }
`;

/** The staff home's way into the chat console, with how many visitors are waiting. */
export function ChatConsoleLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  const consoleQuery = useChatConsole();
  const waiting =
    consoleQuery.data?.conversations.filter((conversation) => conversation.status === 'waiting')
      .length ?? 0;
  return (
    <Card>
      <GatsbyLink to={portalPath('chat', language)}>
        {t('chatConsole|link', { count: waiting })}
      </GatsbyLink>
    </Card>
  );
}
