export { FaqHead, FaqPage } from './faq-page';
