import { isRecord } from './plain-text';
import type { ContentDocument } from './types';

/**
 * What `similar(id, maxResults)` ranks by: TF-IDF cosine similarity over the words of the
 * documents' text (rich text, text fields, group and slice fields; not links, dates or numbers).
 *
 *   - a word is a run of letters and digits of at least three characters, lower-cased;
 *   - weight of a word in a document = (1 + ln count) × ln(N / documents holding it);
 *   - only words of the given document held by 2 to `maxResults` documents count as shared,
 *     so a word in every footer and page does not make them alike;
 *   - score = shared weight products / (length of both weight vectors); 0 means not similar.
 *
 * The index is built once per snapshot (documents are frozen, so the list identifies it).
 */

type CorpusIndex = {
  counts: Map<string, Map<string, number>>;
  documentFrequency: Map<string, number>;
  norms: Map<string, number>;
  size: number;
};

const indexes = new WeakMap<readonly ContentDocument[], CorpusIndex>();

const MIN_WORD_LENGTH = 3;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const SKIPPED_KEYS = new Set(['slice_type', 'slice_label', 'variation', 'spans', 'type']);

function collectWords(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    // Date and timestamp fields say when, not what.
    if (ISO_DATE.test(value)) return;
    for (const word of value.toLocaleLowerCase('is').match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word.length >= MIN_WORD_LENGTH) into.push(word);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectWords(item, into);
  } else if (isRecord(value)) {
    // Links and pictures carry ids, addresses and dimensions, not words about the subject.
    if ('link_type' in value || 'dimensions' in value) return;
    if (typeof value.text === 'string') return collectWords(value.text, into);
    for (const [key, item] of Object.entries(value)) {
      if (!SKIPPED_KEYS.has(key)) collectWords(item, into);
    }
  }
}

function weight(count: number, documentFrequency: number, size: number): number {
  return (1 + Math.log(count)) * Math.log(size / documentFrequency);
}

function indexOf(corpus: readonly ContentDocument[]): CorpusIndex {
  const cached = indexes.get(corpus);
  if (cached) return cached;
  const counts = new Map<string, Map<string, number>>();
  const documentFrequency = new Map<string, number>();
  for (const document of corpus) {
    const words: string[] = [];
    collectWords(document.data, words);
    const perWord = new Map<string, number>();
    for (const word of words) perWord.set(word, (perWord.get(word) ?? 0) + 1);
    counts.set(document.id, perWord);
    for (const word of perWord.keys()) {
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    }
  }
  const norms = new Map<string, number>();
  for (const [id, perWord] of counts) {
    let sum = 0;
    for (const [word, count] of perWord) {
      sum += weight(count, documentFrequency.get(word) ?? 1, corpus.length) ** 2;
    }
    norms.set(id, Math.sqrt(sum));
  }
  const index = { counts, documentFrequency, norms, size: corpus.length };
  indexes.set(corpus, index);
  return index;
}

/** Document id -> similarity to document `id` (> 0 only for similar documents, never itself). */
export function similarityScores(
  corpus: readonly ContentDocument[],
  id: string,
  maxDocumentFrequency: number,
): Map<string, number> {
  const index = indexOf(corpus);
  const scores = new Map<string, number>();
  const source = index.counts.get(id);
  const sourceNorm = index.norms.get(id) ?? 0;
  if (!source || sourceNorm === 0) return scores;
  const shared = [...source].filter(([word]) => {
    const frequency = index.documentFrequency.get(word) ?? 0;
    return frequency >= 2 && frequency <= maxDocumentFrequency;
  });
  for (const [otherId, perWord] of index.counts) {
    if (otherId === id) continue;
    let dot = 0;
    for (const [word, count] of shared) {
      const otherCount = perWord.get(word);
      if (otherCount === undefined) continue;
      const frequency = index.documentFrequency.get(word) ?? 1;
      dot += weight(count, frequency, index.size) * weight(otherCount, frequency, index.size);
    }
    const otherNorm = index.norms.get(otherId) ?? 0;
    if (dot > 0 && otherNorm > 0) scores.set(otherId, dot / (sourceNorm * otherNorm));
  }
  return scores;
}
