export { InvestorDocuments } from './investor-documents';
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
