export { OpeningHoursList, TelephoneAndChatHours } from './opening-hours-list';
export { isOpenNow, DAY_SETS, type OpeningHours, type OpeningTime } from './open-now';
export {
  fetchOpeningHours,
  forgetOpeningHours,
  useOpeningHours,
  useNow,
  OPENING_HOURS_QUERY,
  OPENING_HOURS_UID,
} from './use-opening-hours';
