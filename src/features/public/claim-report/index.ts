export { ClaimReportHead, ClaimReportPage } from './claim-report-page';
