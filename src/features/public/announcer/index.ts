export {
  ANNOUNCER_ID,
  DELAYED_NOTICE_ID,
  announceNavigation,
  hideDelayedNotice,
  installRouteFeedback,
  scheduleRouteChangePush,
  showDelayedNotice,
  silenceGatsbyAnnouncer,
} from './route-feedback';
