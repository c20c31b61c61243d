export { VerificationPage, VerificationHead } from './verification-page';
