import { Link as GatsbyLink } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '../../../lib/i18n';
import { portalPath } from '../portal-routes';
import { useClaimQueue } from './api';

const Card = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  a {
    font-weight: 700;
  }
`;

/** The staff home's way to the claims desk, with how many claims are new (status reported). */
export function ClaimsDeskLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  const fresh = useClaimQueue({ status: 'reported' });
  return (
    <Card>
      <GatsbyLink to={portalPath('claimsDesk', language)}>
        {t('claimHandling|desk.link', { count: fresh.data?.claims.length ?? 0 })}
      </GatsbyLink>
    </Card>
  );
}
