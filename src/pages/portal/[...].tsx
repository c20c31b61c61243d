import PortalPage, { Head as PortalHead } from '../vidskipti/[...]';

// The newer name of the portal prefix serves the same client-only app.
export default PortalPage;
export const Head = PortalHead;
