import { useTranslation } from 'react-i18next';
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import {
  AUTO_POPOVER,
  popoverTarget,
  takeOverBrowserPopover,
  withoutPopoverLooks,
} from '../../../components/browser-popover';
import { Logo } from '../../../components/logo';
import { visuallyHiddenStyles } from '../../../components/visually-hidden';
import { telHref } from '../../../domain/phone';
import { type Language, otherLanguage } from '../../../domain/languages';
import { paths } from '../../../lib/routing/paths';
import { DesktopNav } from './desktop-nav';
import { CloseIcon, MenuIcon, UserIcon } from './icons';
import { initialMenuState, menuReducer } from './menu-state';
import { MOBILE_MENU_ID, MOBILE_MENU_POPOVER_TARGET, MobileMenu } from './mobile-menu';
import type { NavigationData } from './navigation-data';
import { useSignedIn } from './signed-in';
import { theme } from '../../../components/theme';

// Before hydration only the inline script in gatsby-ssr knows about ?headless=true; it marks
// <html data-headless> and these rules hide what the reduced header leaves out, so nothing flashes.
const hiddenWhenHeadless = `
  html[data-headless] & {
    display: none !important;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(4)};
  top: -100px;
  z-index: 1100;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.brand};
  color: #fff;
  border-radius: ${theme.radius};
  &:focus {
    top: ${theme.space(2)};
  }
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown + 1};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
`;

const Inner = styled.div`
  position: relative;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  min-height: 68px;
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  ${theme.up('lg')} {
    min-height: 80px;
    gap: ${theme.space(4)};
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  flex: none;
  border-radius: ${theme.radius};
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  ${hiddenWhenHeadless}
`;

const NavArea = styled.nav`
  ${hiddenWhenHeadless}
`;

const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

const WideOnly = styled.span`
  display: none;
  ${theme.up('lg')} {
    display: inline-flex;
  }
`;

const NarrowOnly = styled.span`
  display: inline-flex;
  position: relative;
  ${theme.up('lg')} {
    display: none;
  }
`;

const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.accent};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: #b0621a;
  }
`;

/**
 * The menu button's word. Below 375 px the logo, the user button and the word do not fit beside
 * each other, so the word is kept for screen readers only and the icon shows alone.
 */
const MenuWord = styled.span`
  @media (max-width: 374px) {
    ${visuallyHiddenStyles}
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.brandDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${theme.colors.brandLight};
    border-color: ${theme.colors.brand};
  }
`;

// Always in the page and a popover too (see browser-popover), with none of the browser's popover
// looks: shown by the menu's state, or by the browser before the page's code has come.
const UserMenu = styled.div`
  ${withoutPopoverLooks}
  display: none;
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: ${theme.zIndex.dropdown};
  min-width: 240px;
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  &[data-open='true'] {
    display: block;
  }
  /* Opened by the browser, in the top layer: under the header's bar, at the screen's right. */
  &:popover-open {
    display: block;
    position: fixed;
    top: 69px;
    right: ${theme.space(2)};
  }
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${theme.space(3)} ${theme.space(3)};
    border-radius: ${theme.radius};
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: ${theme.colors.surface};
    }
  }
`;

const USER_MENU_ID = 'user-menu';

type SiteHeaderProps = {
  language: Language;
  /** The same page in the other language. */
  alternatePath: string;
  /** The 'valmynd' document in the page's language; without it the header has no menu. */
  navigation: NavigationData | null;
  pathname: string;
  /** Headless mode (?headless=true): the reduced header (the logo and nothing else). */
  headless: boolean;
  /** The content's phone number; the menu leaves the call link out without one. */
  phone: string | null;
};

export function SiteHeader({
  language,
  alternatePath,
  navigation,
  pathname,
  headless,
  phone,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(menuReducer, undefined, () =>
    initialMenuState(navigation, pathname, headless),
  );
  const barRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const signedIn = useSignedIn();

  // A move to another page closes the menus; the first render is not one (a menu the browser
  // opened before the code came stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch({ type: 'routeChanged', pathname });
  }, [pathname]);

  useEffect(() => {
    dispatch({ type: 'setHeadless', headless });
  }, [headless]);

  // The mobile menu starts where the header ends.
  useLayoutEffect(() => {
    if (!state.mobileOpen) return;
    const bottom = barRef.current?.getBoundingClientRect().bottom ?? 0;
    dispatch({ type: 'setOffset', offset: Math.max(0, Math.round(bottom)) });
  }, [state.mobileOpen]);

  // Widening the window past the breakpoint leaves the mobile menu (and its scroll lock) behind.
  useEffect(() => {
    if (!state.mobileOpen && !state.mobileUserMenuOpen) return undefined;
    const wide = window.matchMedia?.('(min-width: 992px)');
    if (!wide) return undefined;
    const onChange = () => {
      if (wide.matches) dispatch({ type: 'closeMenus' });
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [state.mobileOpen, state.mobileUserMenuOpen]);

  const languageSwitch = (
    <TextLink
      href={alternatePath}
      hrefLang={otherLanguage(language)}
      lang={otherLanguage(language)}
    >
      {t('layout|languageSwitch')}
    </TextLink>
  );
  const portalLabel = signedIn ? t('layout|myPages') : t('layout|logIn');

  return (
    <Bar ref={barRef} data-headless={state.headless || undefined}>
      <SkipLink href="#main">{t('layout|skipToContent')}</SkipLink>
      <Inner>
        <HomeLink href={paths.home(language)} aria-label={t('layout|homeLink')}>
          <Logo />
        </HomeLink>
        {!state.headless && (
          <>
            {state.topItems.length > 0 && (
              <NavArea aria-label={t('layout|mainNavigation')}>
                <DesktopNav state={state} dispatch={dispatch} />
                <MobileMenu
                  id={MOBILE_MENU_ID}
                  state={state}
                  dispatch={dispatch}
                  toggleRef={menuButtonRef}
                  extras={
                    <>
                      <Link
                        href={alternatePath}
                        hrefLang={otherLanguage(language)}
                        lang={otherLanguage(language)}
                      >
                        {t('layout|languageSwitch')}
                      </Link>
                      <Link href={paths.portal(language)}>{portalLabel}</Link>
                      <Link href={paths.getPrice(language)}>{t('layout|getPrice')}</Link>
                      {phone && <Link href={telHref(phone)}>{t('layout|callUs', { phone })}</Link>}
                    </>
                  }
                />
              </NavArea>
            )}
            <Spacer />
            <Actions>
              <WideOnly>
                <nav aria-label={t('layout|languageSwitchLabel')}>{languageSwitch}</nav>
              </WideOnly>
              <WideOnly>
                <TextLink href={paths.portal(language)}>
                  <UserIcon size={20} />
                  {portalLabel}
                </TextLink>
              </WideOnly>
              <WideOnly>
                <CallToAction href={paths.getPrice(language)}>{t('layout|getPrice')}</CallToAction>
              </WideOnly>
              <NarrowOnly>
                <IconButton
                  type="button"
                  aria-expanded={state.mobileUserMenuOpen}
                  aria-controls={USER_MENU_ID}
                  aria-label={t('layout|myPagesMenu')}
                  {...popoverTarget(USER_MENU_ID)}
                  onClick={(event) => {
                    event.preventDefault();
                    const wasOpen = takeOverBrowserPopover(document.getElementById(USER_MENU_ID));
                    if (!wasOpen) dispatch({ type: 'toggleUserMenu' });
                  }}
                >
                  <UserIcon size={22} />
                </IconButton>
                <UserMenu id={USER_MENU_ID} {...AUTO_POPOVER} data-open={state.mobileUserMenuOpen}>
                  <ul>
                    <li>
                      <Link href={paths.portal(language)}>{portalLabel}</Link>
                    </li>
                    <li>
                      <Link href={paths.reportClaim(language)}>{t('layout|reportClaim')}</Link>
                    </li>
                    <li>
                      <Link href={paths.getPrice(language)}>{t('layout|getPrice')}</Link>
                    </li>
                  </ul>
                </UserMenu>
              </NarrowOnly>
              {state.topItems.length > 0 && (
                <NarrowOnly>
                  <IconButton
                    ref={menuButtonRef}
                    type="button"
                    aria-expanded={state.mobileOpen}
                    aria-controls={MOBILE_MENU_ID}
                    {...MOBILE_MENU_POPOVER_TARGET}
                    onClick={(event) => {
                      // The menu's state shows it now, not the browser's popover (which it takes
                      // over if the browser opened it before the code came).
                      event.preventDefault();
                      takeOverBrowserPopover(document.getElementById(MOBILE_MENU_ID));
                      dispatch({ type: 'toggleMobile' });
                    }}
                  >
                    {state.mobileOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
                    <MenuWord>
                      {state.mobileOpen ? t('layout|menuClose') : t('layout|menuOpen')}
                    </MenuWord>
                  </IconButton>
                </NarrowOnly>
              )}
            </Actions>
          </>
        )}
      </Inner>
    </Bar>
  );
}
