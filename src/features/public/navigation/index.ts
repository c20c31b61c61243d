export { SiteHeader } from './site-header';
export { navigationFromContent, type NavigationData, type NavTopItem } from './navigation-data';
export {
  initialMenuState,
  menuReducer,
  findCurrentLink,
  MENU_LAYERS,
  type MenuState,
  type MenuAction,
} from './menu-state';
export { hasSignedInCookie } from './signed-in';
