export {
  ChildInsuranceHead,
  ChildInsurancePage,
  OkuvisirHead,
  OkuvisirPage,
  OtherMattersHead,
  OtherMattersPage,
} from './pages';
