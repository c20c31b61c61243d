import { useTranslation } from 'react-i18next';
import { useLocation } from '@gatsbyjs/reach-router';
import { Link as GatsbyLink } from 'gatsby';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dropdown, LOGO_WORDS, Logo, notify } from '../../../components';
import { STORAGE_KEYS } from '../../../lib/api';
import { formatKennitala } from '../../../domain';
import { otherLanguage, type Language } from '../../../lib/i18n';
import { useAuth } from '../../shared/auth';
import { useSwitchOverviewUser, type PortalUser } from '../api/user';
import { portalAddressIn, portalPath } from '../portal-routes';
import { theme } from '../../../components/theme';

const Bar = styled.header`
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
`;

const ActingSelect = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: 0.95rem;
  select {
    font: inherit;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    max-width: 16rem;
  }
`;

const MenuBody = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  min-width: 14rem;
  p {
    margin: 0;
  }
`;

const LanguageLink = styled(GatsbyLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  color: ${theme.colors.brandDark};
  font-weight: 600;
`;

/**
 * The same screen in the other language: the address keeps the screen, its query and hash, and
 * the portal's own router shows it again with the other language's texts.
 */
export function PortalLanguageSwitch({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const other = otherLanguage(language);
  return (
    <nav aria-label={t('layout|languageSwitchLabel')}>
      <LanguageLink to={portalAddressIn(other, location)} hrefLang={other} lang={other}>
        {t('layout|languageSwitch')}
      </LanguageLink>
    </nav>
  );
}

type PortalHeaderProps = {
  language: Language;
  user: PortalUser | undefined;
  displayName: string;
  /** On the staff host: the staff dropdown instead of the customer's own menu. */
  staffMenu?: ReactNode;
};

/** Logo, whom the pages are about (with the switch for people who were granted access), sign-out. */
/**
 * The logo, a link to the portal's overview. Its name is the words it shows: a name of other words
 * ("Mitt Skjól" alone, or "My Skjól") would not be found by someone who says what they see.
 */
export function PortalHomeLink({ language, staff }: { language: Language; staff?: boolean }) {
  const { t } = useTranslation();
  // The staff portal has a name of its own, so nobody takes it for a customer's pages.
  const submark = staff ? t('portal|staffPortal.logo') : undefined;
  return (
    <GatsbyLink to={portalPath('overview', language)}>
      <Logo
        variant="mitt-vis"
        submark={submark}
        title={submark ? `Skjól ${submark}` : LOGO_WORDS['mitt-vis']}
      />
    </GatsbyLink>
  );
}

export function PortalHeader({ language, user, displayName, staffMenu }: PortalHeaderProps) {
  const { t } = useTranslation();
  const { logout, isStaff } = useAuth();
  const switchUser = useSwitchOverviewUser();
  const acting = user?.currentProxyUser.value;
  const options =
    user && !isStaff
      ? [{ ssn: user.ssn, name: user.fullName, isCompany: user.isCompany }, ...user.actingOptions]
      : [];

  return (
    <Bar>
      <Inner>
        <PortalHomeLink language={language} staff={isStaff} />
        <Actions>
          <PortalLanguageSwitch language={language} />
          {options.length > 1 && (
            <ActingSelect>
              {t('portal|actingForLabel')}
              <select
                value={acting}
                disabled={switchUser.isPending}
                onChange={(event) => {
                  const ssn = event.target.value;
                  if (ssn === user?.ssn) {
                    window.sessionStorage.removeItem(STORAGE_KEYS.overviewUser);
                  }
                  switchUser.mutate(ssn, { onError: () => notify.error(t('portal|switchFailed')) });
                }}
              >
                {options.map((option) => (
                  <option key={option.ssn} value={option.ssn}>
                    {option.ssn === user?.ssn ? `${option.name}` : option.name}
                  </option>
                ))}
              </select>
            </ActingSelect>
          )}
          {staffMenu ?? (
            <Dropdown label={displayName} align="end">
              <MenuBody>
                <p>
                  <strong>{displayName}</strong>
                </p>
                {user && !isStaff && <p>{formatKennitala(user.ssn)}</p>}
                <Button variant="secondary" onClick={() => void logout()}>
                  {t('portal|signOut')}
                </Button>
              </MenuBody>
            </Dropdown>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
