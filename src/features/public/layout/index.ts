export { SiteLayout } from './site-layout';
export { PageProviders } from './page-providers';
export { SeoHead, DEFAULT_SHARE_IMAGE, type SeoHeadProps, type AlternatePage } from './seo-head';
export { ModalPageFrame, forgetLastPage } from './modal-page-frame';
export { useCloseModal, useInModal } from './modal-context';
export { ModalLink } from './modal-link';
export { useHeadless, useSiteLocation, type SiteLocation } from './site-location';
export { useLayoutData, useFooter } from './layout-context';
export { EMPTY_LAYOUT, type LayoutData } from './layout-data';
export {
  ServiceContactProvider,
  useServiceContact,
  useServicePhoneKey,
  useServicePhoneText,
  type ServiceContact,
} from './service-contact';
export { CallUs } from './call-us';
export {
  formHead,
  formPage,
  Lead,
  PublicFormPage,
  ToolPage,
  Wrap,
  type PagePath,
} from './public-form-page';
