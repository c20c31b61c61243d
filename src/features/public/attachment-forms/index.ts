export {
  BusinessInquiryHead,
  BusinessInquiryPage,
  OpportunityHead,
  OpportunityPage,
  SafetyProductHead,
  SafetyProductPage,
} from './pages';
export { BusinessInquiryForm } from './business-inquiry-form';
export { OpportunityForm } from './opportunity-form';
export { SafetyProductForm } from './safety-product-form';
