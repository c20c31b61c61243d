import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import isAuditLog from '../../locales/is/auditLog.json';
import enAuditLog from '../../locales/en/auditLog.json';

const SERVER = path.resolve(__dirname, '..', '..', 'server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Every audit event name the server writes as a literal (`action: 'case.created'`, either side of
 * a `? :`) and the ones it makes from a prefix (sign-ins, an offer's decision).
 */
function auditedActions(): string[] {
  const found = new Set<string>();
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/action:\s*([^,\n]*)/g))
      for (const literal of match[1]!.matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z]+)*)'/g))
        if (/^[a-z]/.test(literal[1]!) && (literal[1]!.includes('.') || /Sign/.test(literal[1]!)))
          found.add(literal[1]!);
  }
  for (const prefix of ['signIn', 'staffSignIn'])
    for (const outcome of ['succeeded', 'failed', 'throttled', 'locked'])
      found.add(`${prefix}.${outcome}`);
  found.add('offer.declined');
  return [...found].sort();
}

describe('the audit log in words', () => {
  const actions = auditedActions();

  it('finds the events the server records', () => {
    expect(actions).toContain('case.created');
    expect(actions).toContain('staff.switchCustomer');
    expect(actions).toContain('admin.staffDisabled');
    expect(actions.length).toBeGreaterThan(80);
  });

  it.each([
    ['is', isAuditLog as Record<string, string>],
    ['en', enAuditLog as Record<string, string>],
  ])('describes every one of them in a sentence in %s', (_language, texts) => {
    const missing = actions.filter((action) => !texts[`action.${action}`]);
    expect(missing).toEqual([]);
    for (const action of actions) expect(texts[`action.${action}`]).not.toContain(action);
  });
});
