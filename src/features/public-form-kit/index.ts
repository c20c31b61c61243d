export {
  CheckboxGroup,
  ChoiceFieldset,
  ChoiceGroup,
  FieldProblem,
  Form,
  FormEnd,
  FormThanks,
  PublicFormBody,
} from './form-parts';
export { formHead, Lead, PublicFormPage, Wrap, type PagePath } from './public-form-page';
export {
  groupTexts,
  usePublicForm,
  type FormTexts,
  type PublicFormOptions,
  type PublicFormState,
} from './use-public-form';
export { EmailField, KennitalaField, NameField, PhoneField } from './contact-fields';
