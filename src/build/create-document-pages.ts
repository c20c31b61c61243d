import path from 'node:path';
import type { Actions } from 'gatsby';
import { DOCUMENTS, INVESTOR_DOCUMENT_KINDS } from '../domain/documents';
import { groupDocuments } from '../features/public/investor-documents/group-documents';
import { addInvestorTexts } from '../features/public/investor-documents/texts';
import {
  INVESTOR_DOCUMENTS_PATHS,
  type InvestorDocumentsContext,
} from '../features/public/investor-documents/model';
import { getI18n, LANGUAGES } from '../lib/i18n';

const template = path.resolve('src/templates/investor-documents.tsx');

/**
 * The investor documents page in both languages, listing the catalogue (src/domain/documents.ts)
 * as it is at build time. The list travels in the page context, so it is in the HTML and in the
 * page's data file, never in a shared JavaScript bundle.
 */
export function createDocumentPages(actions: Pick<Actions, 'createPage'>): void {
  addInvestorTexts();
  for (const language of LANGUAGES) {
    const { t } = getI18n(language);
    const context: InvestorDocumentsContext = {
      language,
      alternatePath: INVESTOR_DOCUMENTS_PATHS[language === 'is' ? 'en' : 'is'],
      groups: groupDocuments(DOCUMENTS, language, INVESTOR_DOCUMENT_KINDS, (kind) =>
        t(`investors|kinds.${kind}`),
      ),
    };
    actions.createPage({ path: INVESTOR_DOCUMENTS_PATHS[language], component: template, context });
  }
}
