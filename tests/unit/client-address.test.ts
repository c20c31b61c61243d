import { describe, expect, it } from 'vitest';
import { normalizeIP } from '../../server/security/client-address';

describe('normalizeIP', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(normalizeIP('203.0.113.9')).toBe('203.0.113.9');
  });

  it('unwraps an IPv4 address sent as IPv6', () => {
    expect(normalizeIP('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeIP('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, written one way however it came', () => {
    const household = '2001:db8:aa:bb::';
    expect(normalizeIP('2001:db8:aa:bb:1:2:3:4')).toBe(household);
    expect(normalizeIP('2001:0DB8:00aa:00bb:ffff:ffff:ffff:ffff')).toBe(household);
    expect(normalizeIP('2001:db8:aa:bc::1')).not.toBe(household);
    expect(normalizeIP('::1')).toBe('::');
  });
});
