import { normalizePath } from '../../../lib/routing/normalize';
import type { NavigationData, NavTopItem } from './navigation-data';

/** The mobile menu's three layers: top items, a top item's groups, a group's links. */
export const MENU_LAYERS = ['top', 'middle', 'links'] as const;
export type MenuLayerIndex = 0 | 1 | 2;

/** What the header's menus remember: which is open, which layer and item, and headless mode. */
export type MenuState = {
  /** The desktop mega menu is open. */
  open: boolean;
  mobileOpen: boolean;
  mobileUserMenuOpen: boolean;
  toggledMainMenuId: string | null;
  toggledSubMenuId: string | null;
  /** The link of the current page, when the menu has it. */
  currentSubSubId: string | null;
  /** The heading of the mobile menu's current layer. */
  selectedTitle: string;
  layerIndex: MenuLayerIndex;
  topItems: NavTopItem[];
  /** Where the menu panel starts: the header's height in px. */
  menuOffset: number;
  mobileSearchFocused: boolean;
  headless: boolean;
};

export type MenuAction =
  | { type: 'toggleMain'; id: string }
  | { type: 'closeMenus' }
  | { type: 'toggleMobile' }
  | { type: 'toggleUserMenu' }
  | { type: 'openMiddle'; id: string }
  | { type: 'openLinks'; id: string }
  | { type: 'back' }
  | { type: 'setOffset'; offset: number }
  | { type: 'searchFocus'; focused: boolean }
  | { type: 'setHeadless'; headless: boolean }
  | { type: 'routeChanged'; pathname: string };

/** The link of `pathname` in the menu, and the top item and group it sits under. */
export function findCurrentLink(
  topItems: readonly NavTopItem[],
  pathname: string,
): { topId: string; groupId: string; linkId: string } | null {
  const wanted = normalizePath(pathname);
  for (const top of topItems) {
    for (const group of top.groups) {
      for (const link of group.links) {
        if (link.href.startsWith('/') && normalizePath(link.href) === wanted) {
          return { topId: top.id, groupId: group.id, linkId: link.id };
        }
      }
    }
  }
  return null;
}

export function initialMenuState(
  navigation: NavigationData | null,
  pathname = '/',
  headless = false,
): MenuState {
  const topItems = navigation?.topItems ?? [];
  return {
    open: false,
    mobileOpen: false,
    mobileUserMenuOpen: false,
    toggledMainMenuId: null,
    toggledSubMenuId: null,
    currentSubSubId: findCurrentLink(topItems, pathname)?.linkId ?? null,
    selectedTitle: '',
    layerIndex: 0,
    topItems,
    menuOffset: 0,
    mobileSearchFocused: false,
    headless,
  };
}

const closed = (state: MenuState): MenuState => ({
  ...state,
  open: false,
  mobileOpen: false,
  mobileUserMenuOpen: false,
  toggledMainMenuId: null,
  toggledSubMenuId: null,
  selectedTitle: '',
  layerIndex: 0,
  mobileSearchFocused: false,
});

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggleMain': {
      if (state.open && state.toggledMainMenuId === action.id) return closed(state);
      const top = state.topItems.find((item) => item.id === action.id);
      if (!top) return state;
      return { ...closed(state), open: true, toggledMainMenuId: top.id, selectedTitle: top.title };
    }
    case 'closeMenus':
      return closed(state);
    case 'toggleMobile':
      return state.mobileOpen ? closed(state) : { ...closed(state), mobileOpen: true };
    case 'toggleUserMenu':
      return state.mobileUserMenuOpen
        ? { ...state, mobileUserMenuOpen: false }
        : { ...closed(state), mobileUserMenuOpen: true };
    case 'openMiddle': {
      const top = state.topItems.find((item) => item.id === action.id);
      if (!top) return state;
      return {
        ...state,
        toggledMainMenuId: top.id,
        toggledSubMenuId: null,
        selectedTitle: top.title,
        layerIndex: 1,
      };
    }
    case 'openLinks': {
      const top = state.topItems.find((item) => item.id === state.toggledMainMenuId);
      const group = top?.groups.find((item) => item.id === action.id);
      if (!group) return state;
      return { ...state, toggledSubMenuId: group.id, selectedTitle: group.title, layerIndex: 2 };
    }
    case 'back': {
      if (state.layerIndex === 2) {
        const top = state.topItems.find((item) => item.id === state.toggledMainMenuId);
        return { ...state, toggledSubMenuId: null, selectedTitle: top?.title ?? '', layerIndex: 1 };
      }
      return {
        ...state,
        toggledMainMenuId: null,
        toggledSubMenuId: null,
        selectedTitle: '',
        layerIndex: 0,
      };
    }
    case 'setOffset':
      return state.menuOffset === action.offset ? state : { ...state, menuOffset: action.offset };
    case 'searchFocus':
      return { ...state, mobileSearchFocused: action.focused };
    case 'setHeadless':
      return action.headless === state.headless
        ? state
        : { ...closed(state), headless: action.headless };
    case 'routeChanged':
      return {
        ...closed(state),
        currentSubSubId: findCurrentLink(state.topItems, action.pathname)?.linkId ?? null,
      };
    default:
      return state;
  }
}
