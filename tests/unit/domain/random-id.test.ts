import { describe, it, expect, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import { randomId } from '../../../src/domain/random-id';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('randomId', () => {
  it('is an underscore and 9 characters from [a-z0-9], every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        for (let index = 0; index < count; index += 1) expect(randomId()).toMatch(/^_[a-z0-9]{9}$/);
      }),
    );
  });

  it('does not repeat over many calls and uses the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, () => randomId());
    expect(new Set(ids).size).toBe(ids.length);
    const characters = new Set(ids.join('').slice(0).replace(/_/g, ''));
    expect(characters.size).toBe(36);
  });

  it('draws from crypto.getRandomValues and discards bytes that would bias the result', () => {
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        call += 1;
        if (array instanceof Uint8Array) {
          // First draw: only bytes >= 252, which must all be thrown away; then 0..n, i.e. 'a', 'b', ...
          array.forEach((_, index) => {
            array[index] = call === 1 ? 252 + (index % 4) : index;
          });
        }
        return array;
      },
    );
    expect(randomId()).toBe('_abcdefghi');
    expect(call).toBe(2);
  });
});
