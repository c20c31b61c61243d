import { useTranslation } from 'react-i18next';
import { Link as GatsbyLink } from 'gatsby';
import styled, { css } from 'styled-components';
import type { Language } from '../../../lib/i18n';
import { isCompanyOnly, portalPath, type PortalScreenId } from '../portal-routes';
import { withActingCompany } from './acting-address';
import { visibleNavigation, type NavigationItem } from './navigation-items';
import { theme } from '../../../components/theme';

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    margin-left: ${theme.space(6)};
  }
`;

const ItemLink = styled(GatsbyLink)<{ $active: boolean; $child?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  margin: 2px 0;
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: ${({ $child }) => ($child ? 400 : 600)};
  &:hover {
    background: ${theme.colors.brandLight};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.brandLight};
      color: ${theme.colors.brandDark};
      box-shadow: inset 3px 0 0 ${theme.colors.brand};
    `}
`;

function NavigationLink({
  item,
  language,
  current,
  child,
  actingCompany,
}: {
  item: NavigationItem;
  language: Language;
  current: PortalScreenId | undefined;
  child?: boolean;
  actingCompany?: string;
}) {
  const exact = current === item.screen && (child || !item.children);
  const active = current !== undefined && item.activeScreens.includes(current);
  return (
    <ItemLink
      to={withActingCompany(
        portalPath(item.screen, language),
        isCompanyOnly(item.screen) ? actingCompany : undefined,
      )}
      $active={child ? exact : active}
      $child={child}
      aria-current={exact ? 'page' : undefined}
    >
      {!child && item.icon}
      <span>{item.title[language]}</span>
    </ItemLink>
  );
}

type PortalNavProps = {
  language: Language;
  current: PortalScreenId | undefined;
  isCompany: boolean;
  /** The company acted for: its screens' links name it, so they open as its in a new tab too. */
  actingCompany?: string;
  className?: string;
};

export function PortalNav({
  language,
  current,
  isCompany,
  actingCompany,
  className,
}: PortalNavProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('portal|mainNavigation')} className={className}>
      <ul>
        {visibleNavigation(isCompany).map((item) => (
          <li key={item.id}>
            <NavigationLink
              item={item}
              language={language}
              current={current}
              actingCompany={actingCompany}
            />
            {item.children && (
              <ul>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavigationLink
                      item={child}
                      language={language}
                      current={current}
                      actingCompany={actingCompany}
                      child
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
