import PortalPage, { Head as PortalHead } from '../../vidskipti/[...]';

// The portal in English: the app takes its language from the path.
export default PortalPage;
export const Head = PortalHead;
