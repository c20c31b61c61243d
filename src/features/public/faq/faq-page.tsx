import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Link, QuestionList, Skeleton, TextField } from '../../../components';
import type { FaqEntry, FaqResponse } from '../../../domain/api/faq';
import { FAQ_QUERY_MAX_LENGTH } from '../../../domain/api/faq-paths';
import { getI18n, type Language, otherLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { fetchFaq, queryFromAddress } from './api';
import { addFaqTexts } from './texts';
import { theme } from '../../../components/theme';

addFaqTexts();

/** How long typing may pause before the search runs. */
export const FAQ_SEARCH_DELAY_MS = 250;

const SEARCH_ID = 'faq-search';

const Wrap = styled.div`
  max-width: 50rem;
  margin: 0 auto;
  padding: ${theme.space(4)} 0 ${theme.space(8)};
  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.75rem;
    ${theme.up('md')} {
      font-size: 2.25rem;
    }
  }
  h2 {
    margin: ${theme.space(6)} 0 ${theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space(5)};
  color: ${theme.colors.textMuted};
  font-size: 1.0625rem;
`;

const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(3)};
  > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const Status = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
`;

const More = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-weight: 600;
`;

type State =
  { kind: 'loading' } | { kind: 'loaded'; query: string; answer: FaqResponse } | { kind: 'failed' };

function Question({ entry }: { entry: FaqEntry }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>{entry.question}</summary>
      <div className="answer">
        {entry.answer.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {entry.product.path && (
          <More>
            <Link href={entry.product.path}>
              {t('faq|moreAbout', { product: entry.product.title })}
            </Link>
          </More>
        )}
      </div>
    </details>
  );
}

/** Unsearched, the questions stay under their products, in the products' order. */
function byProduct(questions: readonly FaqEntry[]) {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of questions) {
    const group = groups.get(entry.product.title) ?? [];
    group.push(entry);
    groups.set(entry.product.title, group);
  }
  return [...groups];
}

function Results({ state, language }: { state: State; language: Language }) {
  const { t } = useTranslation();
  if (state.kind !== 'loaded') return null;
  const { query, answer } = state;
  if (query && answer.questions.length === 0) {
    return (
      <>
        <p>{t('faq|noneFoundHelp')}</p>
        <p>
          <Link href={paths.inquiry(language)}>{t('faq|askUs')}</Link>
        </p>
      </>
    );
  }
  if (query) {
    return (
      <QuestionList>
        {answer.questions.map((entry) => (
          <Question key={entry.id} entry={entry} />
        ))}
      </QuestionList>
    );
  }
  return (
    <>
      {byProduct(answer.questions).map(([product, questions]) => (
        <section key={product} aria-label={product}>
          <h2>{product}</h2>
          <QuestionList>
            {questions.map((entry) => (
              <Question key={entry.id} entry={entry} />
            ))}
          </QuestionList>
        </section>
      ))}
    </>
  );
}

function statusText(state: State, t: TFunction): string {
  if (state.kind === 'loading') return t('faq|loading');
  if (state.kind === 'failed') return t('faq|loadFailed');
  const { query, answer } = state;
  if (!query) {
    const products = new Set(answer.questions.map((entry) => entry.product.title)).size;
    return t('faq|all', { total: answer.total, products });
  }
  return answer.questions.length === 0
    ? t('faq|noneFound', { query })
    : t('faq|found', { count: answer.questions.length, total: answer.total });
}

/**
 * /algengar-spurningar/ and /en/faq/: every product page's questions in one place, searched on
 * the server as the visitor types (the search is kept in the address, so Back and shared links
 * return to it). The questions come from the content service at once, so an editor's new answer
 * is here without a rebuild.
 */
export function FaqPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // Null until the browser has read the address: the page is built without a search.
  const [wanted, setWanted] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const fromAddress = queryFromAddress(window.location.search);
    setTyped(fromAddress);
    setWanted(fromAddress);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setWanted(typed), FAQ_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (wanted === null) return undefined;
    const controller = new AbortController();
    const query = wanted.trim();
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    fetchFaq(language, query, controller.signal).then(
      (answer) => setState({ kind: 'loaded', query, answer }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [wanted, language, attempt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setWanted(typed);
  };
  const clear = () => {
    setTyped('');
    setWanted('');
    document.getElementById(SEARCH_ID)?.focus();
  };

  return (
    <SiteLayout language={language} alternatePath={paths.faq(otherLanguage(language))}>
      <Wrap>
        <h1>{t('faq|heading')}</h1>
        <Lead>{t('faq|lead')}</Lead>
        <SearchRow role="search" onSubmit={onSubmit} noValidate>
          <TextField
            id={SEARCH_ID}
            name="q"
            type="search"
            label={t('faq|searchLabel')}
            hint={t('faq|searchHint')}
            value={typed}
            maxLength={FAQ_QUERY_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">{t('faq|searchButton')}</Button>
          {typed && (
            <Button type="button" variant="secondary" onClick={clear}>
              {t('faq|clear')}
            </Button>
          )}
        </SearchRow>
        <Status role="status" aria-live="polite">
          {statusText(state, t)}
        </Status>
        {state.kind === 'loading' && (
          <div aria-hidden="true">
            {[0, 1, 2, 3, 4].map((line) => (
              <Skeleton key={line} height={48} />
            ))}
          </div>
        )}
        {state.kind === 'failed' && (
          <Button type="button" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('faq|retry')}
          </Button>
        )}
        <Results state={state} language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function FaqHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('faq|metaTitle')}
      description={i18n.t('faq|metaDescription')}
      alternatePath={paths.faq(otherLanguage(language))}
      path={paths.faq(language)}
    />
  );
}
