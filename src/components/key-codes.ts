import { KEY_CODES } from '../domain/limits';

// The numeric codes are the classic keyCode values, kept for reference; code compares `event.key` (keyCode is deprecated).
export { KEY_CODES };

export type KeyName = keyof typeof KEY_CODES;

/** The `KeyboardEvent.key` value for each key in KEY_CODES. */
export const KEYS = {
  tab: 'Tab',
  return: 'Enter',
  escape: 'Escape',
  space: ' ',
  end: 'End',
  home: 'Home',
  left: 'ArrowLeft',
  up: 'ArrowUp',
  right: 'ArrowRight',
  down: 'ArrowDown',
} as const satisfies Record<KeyName, string>;

// Older Edge and Firefox reported these names; still seen in embedded web views.
const LEGACY_KEYS: Partial<Record<KeyName, readonly string[]>> = {
  escape: ['Esc'],
  space: ['Spacebar'],
  left: ['Left'],
  up: ['Up'],
  right: ['Right'],
  down: ['Down'],
};

/** Whether a keyboard event is for the named key. */
export function isKey(event: { key: string }, name: KeyName): boolean {
  return event.key === KEYS[name] || (LEGACY_KEYS[name]?.includes(event.key) ?? false);
}
