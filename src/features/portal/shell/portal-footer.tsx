import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../../../components';
import { telHref } from '../../../domain/phone';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { useGeneralConfig } from '../../public/assistance';
import { theme } from '../../../components/theme';

const Footer = styled.footer`
  margin-top: ${theme.space(7)};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(8)};
  h2 {
    font-size: 1rem;
    margin: 0 0 ${theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(5)};
  }
  a {
    display: inline-block;
    padding: ${theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
`;

/**
 * Under every portal screen, signed in or not: how to reach a person (the content's phone number,
 * as the general settings have it now, and the inquiry form) and the way back to the public site.
 */
export function PortalFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  const general = useGeneralConfig(language);
  const phone = general.status === 'ready' ? general.data.phone : undefined;
  return (
    <Footer>
      <Inner>
        <h2>{t('portal|help.heading')}</h2>
        <ul>
          {phone && (
            <li>
              <Link href={telHref(phone)}>{t('layout|callUs', { phone })}</Link>
            </li>
          )}
          <li>
            <Link href={paths.inquiry(language)}>{t('portal|help.inquiry')}</Link>
          </li>
          <li>
            <Link href={paths.home(language)}>{t('portal|help.home')}</Link>
          </li>
        </ul>
      </Inner>
    </Footer>
  );
}
