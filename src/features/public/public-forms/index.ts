export {
  CampaignOfferHead,
  CampaignOfferPage,
  ChildInsuranceHead,
  ChildInsurancePage,
  EventSignupHead,
  EventSignupPage,
  OkuvisirHead,
  OkuvisirPage,
  OtherMattersHead,
  OtherMattersPage,
  PrizeDrawHead,
  PrizeDrawPage,
} from './pages';
export { LotteryForm, type CalendarEntry } from './lottery-form';
