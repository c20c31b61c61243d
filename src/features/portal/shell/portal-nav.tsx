import { useTranslation } from 'react-i18next';
import { Link as GatsbyLink } from 'gatsby';
import styled, { css } from '#styled';
import type { Language } from '../../../lib/i18n';
import { portalPath, type PortalScreenId } from '../portal-routes';
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
}: {
  item: NavigationItem;
  language: Language;
  current: PortalScreenId | undefined;
  child?: boolean;
}) {
  const exact = current === item.screen && (child || !item.children);
  const active = current !== undefined && item.activeScreens.includes(current);
  return (
    <ItemLink
      to={portalPath(item.screen, language)}
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
  className?: string;
};

export function PortalNav({ language, current, isCompany, className }: PortalNavProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('portal|mainNavigation')} className={className}>
      <ul>
        {visibleNavigation(isCompany).map((item) => (
          <li key={item.id}>
            <NavigationLink item={item} language={language} current={current} />
            {item.children && (
              <ul>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavigationLink item={child} language={language} current={current} child />
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
