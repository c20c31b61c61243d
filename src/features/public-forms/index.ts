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
} from './pages';
