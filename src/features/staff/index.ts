export {
  AuditLogScreen,
  ChatConsoleScreen,
  ClaimsDeskScreen,
  InboxScreen,
  StaffHome,
  StaffUsersScreen,
} from './screens';
export { StaffBanner } from './acting/staff-banner';
export { StaffMenu } from './menu/staff-menu';
export { StaffNav } from './menu/staff-nav';
export { useEndImpersonation } from './api';
