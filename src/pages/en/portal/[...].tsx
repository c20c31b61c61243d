import PortalPage, { Head as PortalHead } from '../../vidskipti/[...]';

// The portal's newer prefix in English: the app takes its language from the path.
export default PortalPage;
export const Head = PortalHead;
