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
export {
  groupTexts,
  usePublicForm,
  type FormTexts,
  type PublicFormOptions,
  type PublicFormState,
} from './use-public-form';
export { EmailField, KennitalaField, NameField, PhoneField } from './contact-fields';
