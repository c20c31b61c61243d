/** The quote a purchase address names: `?tilbod=T-001001&lykill=…`, or null. */
export function linkFromSearch(search: string): { quoteNumber: string; key: string } | null {
  const params = new URLSearchParams(search);
  const quoteNumber = params.get('tilbod')?.trim();
  const key = params.get('lykill')?.trim();
  return quoteNumber && key ? { quoteNumber, key } : null;
}
