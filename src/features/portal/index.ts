export { PortalApp } from './portal-app';
export { portalPath, screenForPath, pathInPortal, PORTAL_SCREENS } from './portal-routes';
