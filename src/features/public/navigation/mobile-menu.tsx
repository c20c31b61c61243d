import { useTranslation } from 'react-i18next';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { isKey } from '../../../components/key-codes';
import { Link } from '../../../components/link';
import { useBodyScrollLock } from '../../../components/use-body-scroll-lock';
import { UI_ANIMATION } from '../../../domain/limits';
import { ChevronLeft, ChevronRight, SearchIcon } from './icons';
import type { MenuAction, MenuState } from './menu-state';
import type { NavLink } from './navigation-data';
import { megaPanelId } from './desktop-nav';
import {
  AUTO_POPOVER,
  popoverTarget,
  takeOverBrowserPopover,
  withoutPopoverLooks,
} from '../../../components/browser-popover';
import { theme } from '../../../components/theme';

const { menuDurationMs, menuOffsetPx } = UI_ANIMATION;

/** The narrow screen's menu panel, which the toggle names as its popover. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** The toggle's attribute that makes the panel the browser's own popover (see browser-popover). */
export const MOBILE_MENU_POPOVER_TARGET = popoverTarget(MOBILE_MENU_ID);

// Always in the page, so it can animate out as well as in; `visibility` takes it out of the tab
// order and the accessibility tree once the closing animation has run. It is a popover too, with
// none of the browser's popover looks (and shown while the browser has it open).
const Panel = styled.div<{ $offset: number }>`
  ${withoutPopoverLooks}
  display: block;
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  top: ${({ $offset }) => $offset}px;
  z-index: ${theme.zIndex.dropdown};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
  visibility: hidden;
  opacity: 0;
  transform: translateY(-${menuOffsetPx}px);
  transition:
    opacity ${menuDurationMs}ms ease,
    transform ${menuDurationMs}ms ease,
    visibility 0s linear ${menuDurationMs}ms;
  &[data-open='true'] {
    visibility: visible;
    opacity: 1;
    transform: none;
    transition:
      opacity ${menuDurationMs}ms ease,
      transform ${menuDurationMs}ms ease,
      visibility 0s;
  }
  /* Opened by the browser before the page's code came: under the header's bar. */
  &:popover-open {
    top: 69px;
    visibility: visible;
    opacity: 1;
    transform: none;
  }
  ${theme.up('lg')} {
    display: none;
  }
`;

const Inner = styled.div`
  padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(8)};
  max-width: 640px;
  margin: 0 auto;
`;

const Layer = styled.div`
  animation: layer-in ${menuDurationMs}ms ease-out;
  @keyframes layer-in {
    from {
      opacity: 0;
      transform: translateX(${menuOffsetPx}px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  h2 {
    margin: ${theme.space(2)} 0 ${theme.space(3)};
    font-size: 1.4rem;
    &:focus {
      outline: none;
    }
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const rowStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 52px;
  padding: 12px 4px;
  border: 0;
  background: transparent;
  font: inherit;
  font-size: 1.1rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const RowButton = styled.button`
  ${rowStyles}
  color: ${theme.colors.brandDark};
  font-weight: 600;
`;

const RowLink = styled(Link)`
  ${rowStyles}
  color: ${theme.colors.brandDark};
  &[aria-current='page'] {
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: 0 ${theme.space(2)} 0 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Search = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.textMuted};
  &:focus-within {
    border-color: ${theme.colors.brand};
    box-shadow: 0 0 0 2px ${theme.colors.brandLight};
  }
  input {
    flex: 1;
    min-height: 44px;
    border: 0;
    font: inherit;
    font-size: 1rem;
    background: transparent;
    color: ${theme.colors.text};
    &:focus {
      outline: none;
    }
  }
`;

const Extras = styled.div`
  margin-top: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  display: grid;
  gap: ${theme.space(3)};
  a {
    font-weight: 600;
    text-decoration: none;
  }
`;

type MobileMenuProps = {
  id: string;
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  /** The toggle button, which gets focus back when Escape closes the menu. */
  toggleRef: RefObject<HTMLButtonElement>;
  /** Shown under the top layer: language switch, contact. */
  extras: ReactNode;
};

function allLinks(state: MenuState): (NavLink & { group: string })[] {
  return state.topItems.flatMap((top) =>
    top.groups.flatMap((group) => group.links.map((link) => ({ ...link, group: group.title }))),
  );
}

/**
 * The narrow-screen menu: three layers — top items, their groups, a group's links —
 * opening over the page with a 250 ms, 5 px animation. Page scrolling is locked while it is open
 * and given back as it was when it closes.
 */
export function MobileMenu({ id, state, dispatch, toggleRef, extras }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  useBodyScrollLock(state.mobileOpen);

  // A menu the browser opened before the page's code came is the state's from the first render.
  useLayoutEffect(() => {
    if (takeOverBrowserPopover(panelRef.current)) dispatch({ type: 'toggleMobile' });
    // Once, as the page is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const top = state.topItems.find((item) => item.id === state.toggledMainMenuId);
  const group = top?.groups.find((item) => item.id === state.toggledSubMenuId);
  const links = useMemo(() => allLinks(state), [state]);
  const wanted = query.trim().toLocaleLowerCase();
  const matches = wanted
    ? links.filter((link) => `${link.title} ${link.group}`.toLocaleLowerCase().includes(wanted))
    : [];

  useEffect(() => {
    if (!state.mobileOpen) {
      setQuery('');
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isKey(event, 'escape')) return;
      dispatch({ type: 'closeMenus' });
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.mobileOpen, dispatch, toggleRef]);

  // A new layer is announced by moving focus to its heading.
  useEffect(() => {
    if (state.mobileOpen && state.layerIndex > 0) headingRef.current?.focus();
  }, [state.mobileOpen, state.layerIndex]);

  let layer: ReactNode;
  if (wanted) {
    layer = (
      <Layer key="search">
        <h2 ref={headingRef} tabIndex={-1}>
          {t('layout|menuSearchResults', { count: matches.length })}
        </h2>
        <Items>
          {matches.map((link) => (
            <li key={link.id}>
              <RowLink href={link.href}>
                <span>
                  {link.title}
                  <br />
                  <small>{link.group}</small>
                </span>
              </RowLink>
            </li>
          ))}
        </Items>
      </Layer>
    );
  } else if (state.layerIndex === 2 && top && group) {
    layer = (
      <Layer key={`links-${group.id}`} data-menu-layer="links">
        <BackButton type="button" onClick={() => dispatch({ type: 'back' })}>
          <ChevronLeft size={20} />
          {top.title}
        </BackButton>
        <h2 ref={headingRef} tabIndex={-1}>
          {state.selectedTitle}
        </h2>
        <Items>
          {group.href && (
            <li>
              <RowLink href={group.href}>
                {t('layout|menuAllAbout', { title: group.title })}
              </RowLink>
            </li>
          )}
          {group.links.map((link) => (
            <li key={link.id}>
              <RowLink
                href={link.href}
                aria-current={link.id === state.currentSubSubId ? 'page' : undefined}
              >
                {link.title}
              </RowLink>
            </li>
          ))}
        </Items>
      </Layer>
    );
  } else if (state.layerIndex >= 1 && top) {
    layer = (
      <Layer key={`middle-${top.id}`} data-menu-layer="middle">
        <BackButton type="button" onClick={() => dispatch({ type: 'back' })}>
          <ChevronLeft size={20} />
          {t('layout|menuBack')}
        </BackButton>
        <h2 ref={headingRef} tabIndex={-1}>
          {state.selectedTitle}
        </h2>
        <Items>
          {top.href && (
            <li>
              <RowLink href={top.href}>{t('layout|menuAllAbout', { title: top.title })}</RowLink>
            </li>
          )}
          {top.groups.map((item) => (
            <li key={item.id}>
              <RowButton type="button" onClick={() => dispatch({ type: 'openLinks', id: item.id })}>
                {item.title}
                <ChevronRight size={20} />
              </RowButton>
            </li>
          ))}
        </Items>
      </Layer>
    );
  } else {
    layer = (
      <Layer key="top" data-menu-layer="top">
        <Items>
          {state.topItems.map((item) => (
            <li key={item.id}>
              <RowButton
                type="button"
                // Before the code has come, the row opens the item's wide-screen panel of links.
                {...popoverTarget(megaPanelId(item.id))}
                onClick={(event) => {
                  event.preventDefault();
                  dispatch({ type: 'openMiddle', id: item.id });
                }}
              >
                {item.title}
                <ChevronRight size={20} />
              </RowButton>
            </li>
          ))}
        </Items>
        <Extras>{extras}</Extras>
      </Layer>
    );
  }

  return (
    <Panel
      ref={panelRef}
      id={id}
      {...AUTO_POPOVER}
      data-open={state.mobileOpen}
      data-mobile-menu=""
      $offset={state.menuOffset}
    >
      <Inner>
        <Search>
          <SearchIcon size={20} />
          <input
            type="search"
            value={query}
            placeholder={t('layout|menuSearch')}
            aria-label={t('layout|menuSearch')}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => dispatch({ type: 'searchFocus', focused: true })}
            onBlur={() => dispatch({ type: 'searchFocus', focused: false })}
          />
        </Search>
        {layer}
      </Inner>
    </Panel>
  );
}
