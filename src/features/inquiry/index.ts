export { InquiryForm, type InquiryFormProps } from './inquiry-form';
export { InquiryHead, InquiryPage } from './inquiry-page';
