export { LetUsKnowHead, LetUsKnowPage } from './let-us-know-page';
