import { useTranslation } from 'react-i18next';
import { Link as GatsbyLink } from 'gatsby';
import styled from 'styled-components';
import type { Language } from '../../../lib/i18n';
import { PORTAL_SCREENS, portalPath, type PortalScreenId } from '../../portal';
import { theme } from '../../../components/theme';

const Bar = styled.nav`
  background: ${theme.colors.brandLight};
  border-bottom: 1px solid ${theme.colors.border};
  ul {
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: ${theme.space(1)} ${theme.space(4)};
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)} ${theme.space(2)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radius};
    color: ${theme.colors.brandDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${theme.colors.background};
    box-shadow: inset 0 -3px 0 ${theme.colors.brand};
  }
`;

/** The staff portal's own screens, in the menu's order; administration is for Admins only. */
const STAFF_ITEMS: readonly { screen: PortalScreenId; adminOnly?: boolean }[] = [
  { screen: 'overview' },
  { screen: 'inbox' },
  { screen: 'claimsDesk' },
  { screen: 'chat' },
  { screen: 'staffUsers', adminOnly: true },
  { screen: 'auditLog', adminOnly: true },
];

/** The screens an employee's menu offers: the administration screens only to an Admin. */
export function staffMenuScreens(isAdmin: boolean): PortalScreenId[] {
  return STAFF_ITEMS.filter((item) => isAdmin || !item.adminOnly).map((item) => item.screen);
}

type StaffNavProps = {
  language: Language;
  current: PortalScreenId | undefined;
  isAdmin: boolean;
};

/**
 * The staff portal's menu, under its header on every width: the staff home, the inbox, the claims
 * desk, the chat console and, for Admins, staff users and the audit log. The screen one is on is
 * marked for sight and for screen readers.
 */
export function StaffNav({ language, current, isAdmin }: StaffNavProps) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('portal|staffNav.label')}>
      <ul>
        {staffMenuScreens(isAdmin).map((screen) => {
          const here =
            screen === 'overview'
              ? current === undefined || current === screen
              : current === screen;
          return (
            <li key={screen}>
              <GatsbyLink
                to={portalPath(screen, language)}
                aria-current={here ? 'page' : undefined}
              >
                {screen === 'overview'
                  ? t('portal|staffNav.home')
                  : PORTAL_SCREENS[screen].title[language]}
              </GatsbyLink>
            </li>
          );
        })}
      </ul>
    </Bar>
  );
}
