export { InvestorDocuments } from './investor-documents';
export { addInvestorTexts } from './texts';
export {
  INVESTOR_DOCUMENTS_PATHS,
  countDocuments,
  filterDocuments,
  foldForSearch,
  type DocumentKindGroup,
  type DocumentYearGroup,
  type InvestorDocumentsContext,
  type ListedDocument,
} from './model';
