export { PortalApp } from './portal-app';
export { portalPath, PORTAL_SCREENS } from './portal-routes';
