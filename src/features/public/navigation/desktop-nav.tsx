import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type Dispatch } from 'react';
import styled from 'styled-components';
import { isKey } from '../../../components/key-codes';
import {
  AUTO_POPOVER,
  popoverTarget,
  takeOverBrowserPopover,
  withoutPopoverLooks,
} from '../../../components/browser-popover';
import { Link } from '../../../components/link';
import { ChevronDown } from './icons';
import type { MenuAction, MenuState } from './menu-state';
import { theme } from '../../../components/theme';

/** The wide screen's header bar, under which a panel the browser opened is placed. */
const DESKTOP_HEADER_HEIGHT_PX = 73;
const NARROW_HEADER_HEIGHT_PX = 69;

const TopList = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${theme.space(1)};
  ${theme.up('lg')} {
    display: flex;
  }
`;

export const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.brandDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    transition: transform 250ms ease;
  }
  &[aria-expanded='true'] {
    background: ${theme.colors.brandLight};
    svg {
      transform: rotate(180deg);
    }
  }
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

// Every top item's panel is in the page, and a popover too (see browser-popover) with none of the
// browser's popover looks: shown by the menu's state, or by the browser before the code has come.
const Panel = styled.div`
  ${withoutPopoverLooks}
  display: none;
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${theme.zIndex.dropdown};
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 16px 32px rgba(10, 42, 65, 0.12);
  animation: menu-in 250ms ease-out;
  &[data-open='true'] {
    display: block;
  }
  /* Opened by the browser, in the top layer: under the header's bar (on a narrow screen from its
     menu, over the menu and scrolling). */
  &:popover-open {
    display: block;
    position: fixed;
    top: ${NARROW_HEADER_HEIGHT_PX}px;
    bottom: 0;
    overflow-y: auto;
    ${theme.up('lg')} {
      top: ${DESKTOP_HEADER_HEIGHT_PX}px;
      bottom: auto;
      overflow: visible;
    }
  }
  @keyframes menu-in {
    from {
      opacity: 0;
      transform: translateY(-5px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

const PanelInner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)} ${theme.space(7)};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${theme.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  gap: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.05rem;
    a {
      text-decoration: none;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0 0 ${theme.space(2)};
  }
  li a {
    color: ${theme.colors.text};
    text-decoration: none;
    &:hover {
      color: ${theme.colors.brand};
      text-decoration: underline;
    }
    &[aria-current='page'] {
      font-weight: 700;
      color: ${theme.colors.brand};
    }
  }
`;

/** The id of a top item's panel, which the narrow screen's menu also opens before the code comes. */
export const megaPanelId = (topItemId: string) => `mega-${topItemId}`;

type DesktopNavProps = { state: MenuState; dispatch: Dispatch<MenuAction> };

/** The wide-screen main navigation: top items that open a panel of their groups and links. */
export function DesktopNav({ state, dispatch }: DesktopNavProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const isOpen = (id: string) => state.open && state.toggledMainMenuId === id;

  useEffect(() => {
    if (!state.open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isKey(event, 'escape')) return;
      const button = rootRef.current?.querySelector<HTMLButtonElement>('[aria-expanded="true"]');
      dispatch({ type: 'closeMenus' });
      button?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const header = rootRef.current?.closest('header');
      if (event.target instanceof Node && !header?.contains(event.target)) {
        dispatch({ type: 'closeMenus' });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [state.open, dispatch]);

  return (
    <div ref={rootRef} data-desktop-nav="">
      <TopList>
        {state.topItems.map((item) => (
          <li key={item.id}>
            <TopButton
              type="button"
              aria-expanded={isOpen(item.id)}
              aria-controls={megaPanelId(item.id)}
              {...popoverTarget(megaPanelId(item.id))}
              onClick={(event) => {
                // The menu's state shows the panel now. A panel the browser opened before the code
                // came is closed as a popover; pressing its own toggle was meant to close it.
                event.preventDefault();
                const openInBrowser = state.topItems.find((other) =>
                  takeOverBrowserPopover(document.getElementById(megaPanelId(other.id))),
                );
                if (openInBrowser?.id !== item.id) dispatch({ type: 'toggleMain', id: item.id });
              }}
            >
              {item.title}
              <ChevronDown size={16} />
            </TopButton>
          </li>
        ))}
      </TopList>
      {state.topItems.map((item) => (
        <Panel
          key={item.id}
          id={megaPanelId(item.id)}
          {...AUTO_POPOVER}
          data-open={isOpen(item.id)}
          data-mega-menu=""
        >
          <PanelInner>
            {item.groups.map((group) => (
              <section key={group.id} aria-labelledby={`${group.id}-title`}>
                <h2 id={`${group.id}-title`}>
                  {group.href ? <Link href={group.href}>{group.title}</Link> : group.title}
                </h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.id}>
                      <Link
                        href={link.href}
                        aria-current={link.id === state.currentSubSubId ? 'page' : undefined}
                      >
                        {link.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {item.href && (
              <section>
                <h2>{t('layout|menuOverview')}</h2>
                <ul>
                  <li>
                    <Link href={item.href}>{t('layout|menuAllAbout', { title: item.title })}</Link>
                  </li>
                </ul>
              </section>
            )}
          </PanelInner>
        </Panel>
      ))}
    </div>
  );
}
