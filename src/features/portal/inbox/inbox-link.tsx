import { Link as GatsbyLink } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../../lib/i18n';
import { portalPath } from '../portal-routes';
import { useCases } from './api';

const Card = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  a {
    font-weight: 700;
  }
`;

/** The staff home's way into the inbox, with how many cases nobody has opened yet. */
export function InboxLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  const fresh = useCases({ status: 'new' });
  return (
    <Card>
      <GatsbyLink to={portalPath('inbox', language)}>
        {t('inbox|inboxLink', { count: fresh.data?.cases.length ?? 0 })}
      </GatsbyLink>
    </Card>
  );
}
