import { describe, expect, it } from 'vitest';
import type { ContentDocument, ContentSnapshot } from '../../../server/content/types';
import { foldForSearch, searchFaq } from '../../../server/modules/help/faq';

function product(uid: string, order: number, tags: string[], questions: [string, string][]) {
  return {
    id: uid,
    uid,
    type: 'platform_product',
    lang: 'is',
    tags,
    data: {
      title: [{ type: 'heading1', text: uid, spans: [] }],
      order,
      parent: { link_type: 'Any' },
      body: [
        {
          slice_type: 'faq',
          id: `faq$${uid}`,
          primary: {},
          items: questions.map(([question, answer]) => ({
            question,
            answer: [{ type: 'paragraph', text: answer, spans: [] }],
          })),
        },
      ],
    },
  } as unknown as ContentDocument;
}

function snapshotOf(documents: ContentDocument[]): ContentSnapshot {
  return {
    documents,
    byId: new Map(documents.map((document) => [document.id, document])),
  } as unknown as ContentSnapshot;
}

describe('the FAQ search', () => {
  it('folds case, accents and the Icelandic letters a foreign keyboard lacks', () => {
    expect(foldForSearch('Þjófnaður  ÚR BÍL, ævintýri með')).toBe(
      'thjofnadur ur bil, aevintyri med',
    );
  });

  it("leaves drafts out, keeps the products' order and ranks the question over the answer", () => {
    const snapshot = snapshotOf([
      product('heimili', 2, [], [['Er hjól tryggt?', 'Já, reiðhjól innan 300.000 kr.']]),
      product('bill', 1, [], [['Hvað kostar rúða?', 'Sjálfsábyrgð er lægri ef hjólið...']]),
      product('leyndo', 0, ['draft'], [['Er hjól tryggt í drögum?', 'Ekki birt.']]),
    ]);
    expect(searchFaq(snapshot, 'is').questions.map((entry) => entry.product.title)).toEqual([
      'bill',
      'heimili',
    ]);
    expect(searchFaq(snapshot, 'is', 'hjol').questions.map((entry) => entry.question)).toEqual([
      'Er hjól tryggt?',
      'Hvað kostar rúða?',
    ]);
    expect(searchFaq(snapshot, 'en').total).toBe(0);
  });
});
