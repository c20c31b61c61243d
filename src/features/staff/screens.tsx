import { lazyScreen } from '../portal';

// Staff's own screens, each a chunk of its own like the customer's, fetched only when opened.
export const InboxScreen = lazyScreen(
  () => import(/* webpackChunkName: "portal-inbox-screen" */ './inbox/inbox-screen'),
  'InboxScreen',
);
export const ClaimsDeskScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "portal-claims-desk-screen" */ './claims-desk/claims-desk-screen'),
  'ClaimsDeskScreen',
);
export const ChatConsoleScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "portal-chat-console-screen" */ './chat-console/chat-console-screen'
    ),
  'ChatConsoleScreen',
);
export const StaffHome = lazyScreen(
  () => import(/* webpackChunkName: "portal-staff-home" */ './home/staff-home'),
  'StaffHome',
);
export const AuditLogScreen = lazyScreen(
  () => import(/* webpackChunkName: "portal-audit-log-screen" */ './admin/audit-log-screen'),
  'AuditLogScreen',
);
export const StaffUsersScreen = lazyScreen(
  () => import(/* webpackChunkName: "portal-staff-users-screen" */ './admin/staff-users-screen'),
  'StaffUsersScreen',
);
