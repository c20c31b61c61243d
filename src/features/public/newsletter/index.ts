export { NewsletterSignup } from './newsletter-signup';
export {
  NewsletterLinkHead,
  NewsletterLinkPage,
  type NewsletterLink,
} from './newsletter-link-page';
