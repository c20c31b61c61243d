import { describe, expect, it } from 'vitest';
import { cleanupSnippetStorage } from '../../src/features/public/chat/chat-storage';
import { compareMessageIds } from '../../src/lib/chat';

/** A Storage over a Map, as the browser's local storage behaves. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('the chat in the browser', () => {
  it('removes the old chat snippet’s page, page-time, start and page-count keys, and nothing else', () => {
    const store = memoryStorage({
      'chat-snippet-page:abc': '1',
      'chat-snippet-page-time:abc': '2',
      'chat-snippet-start': '3',
      'chat-snippet-page-count-x': '4',
      language: 'is',
      'auth0.spajs.txs': 'keep',
    });
    expect(cleanupSnippetStorage(store)).toBe(4);
    expect(store.length).toBe(2);
    expect(store.getItem('language')).toBe('is');
  });

  it('orders message ids as numbers, however long', () => {
    expect(['10', '9', '100', '11'].sort(compareMessageIds)).toEqual(['9', '10', '11', '100']);
  });
});
