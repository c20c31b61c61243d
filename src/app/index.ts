export { PortalApp } from './portal-app';
