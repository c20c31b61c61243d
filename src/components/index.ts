export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { DateField, type DateFieldProps } from './date-field';
export { Dropdown, DROPDOWN_DRAG_THRESHOLD_PX, type DropdownProps } from './dropdown';
export { type FieldFeedbackProps } from './field-parts';
export { KEYS, KEY_CODES, isKey, type KeyName } from './key-codes';
export { Link, LinkPolicyProvider, type LinkPolicyContextValue, type LinkProps } from './link';
export { LoadingDots, clampDotCount } from './loading-dots';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { LOGO_WORDS, Logo, type LogoVariant } from './logo';
export { Modal, type ModalProps, type ModalSize } from './modal';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { Skeleton, type SkeletonProps } from './skeleton';
export { TextField, type TextFieldProps } from './text-field';
export { theme, type Theme, type Breakpoint } from './theme';
export { TOAST_OPTIONS, Toasts, notify, type NotifyType } from './toasts';
export { lockBodyScroll, useBodyScrollLock } from './use-body-scroll-lock';
export { useBrowserOrigin, useIsClient } from './use-is-client';
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden';
export { HoneypotField } from './honeypot-field';
export { useSubmitOnce } from './use-submit-once';
export { FormAlert, FormGrid, FormNote, FormThankYou } from './form-parts';
export {
  AttachmentPicker,
  attachmentErrorKey,
  type AttachmentPickerProps,
} from './attachment-picker';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { focusFirstInvalid } from './focus-first-invalid';
export { QuestionList } from './question-list';
