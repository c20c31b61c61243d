export {
  BusinessInquiryHead,
  BusinessInquiryPage,
  SafetyProductHead,
  SafetyProductPage,
} from './pages';
export { BusinessInquiryForm } from './business-inquiry-form';
export { SafetyProductForm } from './safety-product-form';
