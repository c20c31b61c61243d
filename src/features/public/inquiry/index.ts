// Only the form: it is also in the help button's panel, which the site layout holds, so its page
// (src/templates/forms/inquiry.tsx) is put together above the layout.
export { InquiryForm, type InquiryFormProps } from './inquiry-form';
