export { FrontPageContent } from './front-page-content';
