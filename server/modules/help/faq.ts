import type { FaqEntry, FaqResponse } from '../../../src/domain/api/faq';
import { documentPath, DRAFT_TAG, type RoutableDocument } from '../../../src/domain/document-paths';
import { CONTENT_LANGUAGE, type Language } from '../../../src/domain/languages';
import { isRecord, plainText } from '../../content/plain-text';
import type { ContentDocument, ContentSnapshot } from '../../content/types';

type Indexed = FaqEntry & { questionWords: string; answerWords: string };

/**
 * Folds a text for matching: lower case, accents off (á → a, ö → o) and the letters a keyboard
 * abroad lacks spelt out (ð → d, þ → th, æ → ae), so "thjofnadur" finds "Þjófnaður".
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ð/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ');
}

const byOrder = (a: ContentDocument, b: ContentDocument) => {
  const order = (document: ContentDocument) =>
    typeof document.data.order === 'number' ? document.data.order : Number.MAX_SAFE_INTEGER;
  return order(a) - order(b) || plainText(a.data.title).localeCompare(plainText(b.data.title));
};

/** Every question of every published product page in one language, in the products' order. */
function collect(snapshot: ContentSnapshot, language: Language): Indexed[] {
  const lookup = (id: string) => snapshot.byId.get(id) as RoutableDocument | undefined;
  const products = snapshot.documents
    .filter(
      (document) =>
        document.type === 'platform_product' &&
        document.lang === CONTENT_LANGUAGE[language] &&
        !document.tags.includes(DRAFT_TAG),
    )
    .sort(byOrder);
  return products.flatMap((document) => {
    const product = {
      title: plainText(document.data.title),
      path: documentPath(document as RoutableDocument, lookup),
    };
    const body = Array.isArray(document.data.body) ? document.data.body : [];
    return body
      .filter((slice): slice is Record<string, unknown> => isRecord(slice))
      .filter((slice) => slice.slice_type === 'faq' && Array.isArray(slice.items))
      .flatMap((slice) =>
        (slice.items as unknown[]).filter(isRecord).flatMap((item, index) => {
          const question = plainText(item.question).trim();
          const answer = (Array.isArray(item.answer) ? item.answer : [item.answer])
            .map((block) => plainText(block).trim())
            .filter(Boolean);
          if (!question || answer.length === 0) return [];
          return [
            {
              id: `${String(slice.id)}:${index}`,
              question,
              answer,
              product,
              questionWords: foldForSearch(`${question} ${product.title}`),
              answerWords: foldForSearch(answer.join(' ')),
            },
          ];
        }),
      );
  });
}

/** A snapshot never changes; its questions are gathered once per language. */
const indexes = new WeakMap<ContentSnapshot, Map<Language, Indexed[]>>();

function questionsOf(snapshot: ContentSnapshot, language: Language): Indexed[] {
  let perLanguage = indexes.get(snapshot);
  if (!perLanguage) indexes.set(snapshot, (perLanguage = new Map()));
  let questions = perLanguage.get(language);
  if (!questions) perLanguage.set(language, (questions = collect(snapshot, language)));
  return questions;
}

const strip = ({ questionWords: _q, answerWords: _a, ...entry }: Indexed): FaqEntry => entry;

/**
 * The questions that hold every word searched for, those with the words in the question itself
 * first; every question when nothing is searched.
 */
export function searchFaq(snapshot: ContentSnapshot, language: Language, query = ''): FaqResponse {
  const questions = questionsOf(snapshot, language);
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return { questions: questions.map(strip), total: questions.length };
  const scored = questions.flatMap((entry, order) => {
    let score = 0;
    for (const word of words) {
      if (entry.questionWords.includes(word)) score += 2;
      else if (entry.answerWords.includes(word)) score += 1;
      else return [];
    }
    return [{ entry, score, order }];
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return { questions: scored.map(({ entry }) => strip(entry)), total: questions.length };
}
