export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rich text blocks -> their text, so fulltext and orderings see words, not structure. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  if (isRecord(value)) {
    if (typeof value.text === 'string') return value.text;
    return Object.entries(value)
      .filter(([key]) => !['link_type', 'url', 'id', 'type', 'spans', 'dimensions'].includes(key))
      .map(([, item]) => plainText(item))
      .join(' ');
  }
  return '';
}
