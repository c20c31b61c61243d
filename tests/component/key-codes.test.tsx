import { describe, expect, it } from 'vitest';
import { KEYS, KEY_CODES, isKey } from '../../src/components/key-codes';

describe('key codes', () => {
  it('has the classic numeric key codes', () => {
    expect(KEY_CODES).toEqual({
      return: 13,
      escape: 27,
      space: 32,
      end: 35,
      home: 36,
      left: 37,
      up: 38,
      right: 39,
      down: 40,
      tab: 9,
    });
  });

  it('names the KeyboardEvent.key value for every code', () => {
    expect(Object.keys(KEYS).sort()).toEqual(Object.keys(KEY_CODES).sort());
    expect(KEYS).toMatchObject({
      return: 'Enter',
      escape: 'Escape',
      space: ' ',
      end: 'End',
      home: 'Home',
      left: 'ArrowLeft',
      up: 'ArrowUp',
      right: 'ArrowRight',
      down: 'ArrowDown',
      tab: 'Tab',
    });
  });

  it('matches a real keyboard event by its key, including legacy names', () => {
    expect(isKey(new KeyboardEvent('keydown', { key: 'Escape' }), 'escape')).toBe(true);
    expect(isKey(new KeyboardEvent('keydown', { key: 'Esc' }), 'escape')).toBe(true);
    expect(isKey(new KeyboardEvent('keydown', { key: 'Up' }), 'up')).toBe(true);
    expect(isKey(new KeyboardEvent('keydown', { key: 'Enter' }), 'escape')).toBe(false);
    expect(isKey(new KeyboardEvent('keydown', { key: 'ArrowDown' }), 'up')).toBe(false);
  });
});
