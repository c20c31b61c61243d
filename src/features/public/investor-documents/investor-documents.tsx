import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { TextField } from '../../../components/text-field';
import { addInvestorTexts } from './texts';
import {
  countDocuments,
  filterDocuments,
  type DocumentKindGroup,
  type ListedDocument,
} from './model';
import { theme } from '../../../components/theme';

addInvestorTexts();

const Intro = styled.p`
  font-size: 1.15rem;
  max-width: 46rem;
  color: ${theme.colors.textMuted};
`;

const Search = styled.form`
  max-width: 32rem;
  margin-top: ${theme.space(5)};
  input::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Status = styled.p`
  margin: 0 0 ${theme.space(5)};
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

const KindSection = styled.section`
  margin-bottom: ${theme.space(6)};
  h2 {
    font-size: 1.5rem;
    margin: 0 0 ${theme.space(3)};
    padding-bottom: ${theme.space(2)};
    border-bottom: 2px solid ${theme.colors.brandLight};
  }
`;

const YearRow = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} 0;
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.up('md')} {
    grid-template-columns: 8rem 1fr;
    gap: ${theme.space(4)};
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  ${theme.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${theme.space(5)};
  }
`;

const DocumentAnchor = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: ${theme.space(2)};
  min-height: 28px;
  text-underline-offset: 0.15em;
`;

const Badge = styled.span`
  flex: none;
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  padding: 0 ${theme.space(1)};
  border-radius: 4px;
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
`;

const LanguageNote = styled.span`
  margin-left: ${theme.space(1)};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

function DocumentLink({ document }: { document: ListedDocument }) {
  const { t } = useTranslation();
  // The link policy sends /dl/ to the server (a redirect to a PDF), never through the router.
  return (
    <>
      <DocumentAnchor
        href={document.href}
        type="application/pdf"
        hrefLang={document.documentLanguage}
        data-document-id={document.id}
      >
        <span>{document.title}</span>
        <Badge>PDF</Badge>
      </DocumentAnchor>
      {document.documentLanguage && (
        <LanguageNote>{t(`investors|inLanguage.${document.documentLanguage}`)}</LanguageNote>
      )}
    </>
  );
}

type InvestorDocumentsProps = { groups: DocumentKindGroup[] };

const SEARCH_ID = 'document-search';

/**
 * The investor documents by kind and year, with a search box that filters as one types. The full
 * list is in the server-rendered HTML, so it works before (and without) JavaScript; the number of
 * matches is announced politely to screen readers.
 */
export function InvestorDocuments({ groups }: InvestorDocumentsProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // Text typed into the server-rendered box before the page became interactive still counts.
  useEffect(() => {
    const typed = (document.getElementById(SEARCH_ID) as HTMLInputElement | null)?.value;
    if (typed) setQuery(typed);
  }, []);
  const visible = useMemo(() => filterDocuments(groups, query), [groups, query]);
  const count = countDocuments(visible);
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <>
      <h1>{t('investors|heading')}</h1>
      <Intro>{t('investors|intro')}</Intro>
      <Search role="search" onSubmit={onSubmit}>
        <TextField
          name="q"
          type="search"
          label={t('investors|searchLabel')}
          hint={t('investors|searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          id={SEARCH_ID}
        />
      </Search>
      <Status role="status" aria-live="polite" aria-atomic="true">
        {count === 0
          ? t('investors|noResults', { query: query.trim() })
          : t('investors|resultCount', { count })}
      </Status>
      {visible.map((group) => (
        <KindSection key={group.kind} aria-labelledby={`documents-${group.kind}`}>
          <h2 id={`documents-${group.kind}`}>{t(`investors|kinds.${group.kind}`)}</h2>
          {group.years.map((year) => (
            <YearRow key={year.year ?? 'current'}>
              <h3>{year.year ?? t('investors|current')}</h3>
              <List>
                {year.documents.map((document) => (
                  <li key={document.id}>
                    <DocumentLink document={document} />
                  </li>
                ))}
              </List>
            </YearRow>
          ))}
        </KindSection>
      ))}
    </>
  );
}
