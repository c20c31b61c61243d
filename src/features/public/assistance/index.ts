export { AssistanceButton } from './assistance-button';
export {
  assistanceStatus,
  viewFromHash,
  type AssistanceStatus,
  type AssistanceView,
} from './status';
export { forgetGeneralConfig, useGeneralConfig } from './general-config';
