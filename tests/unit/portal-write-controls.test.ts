import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every portal control that writes goes through src/features/portal/shared/may-write.tsx, which
 * disables it for read-only staff and read-only grant holders and points it at the screen's one
 * notice saying why. This walks the portal's sources for the signs of a write (a submit button, a
 * form, a mutation) and fails for a file that shows them without using that module, so a new
 * form or button cannot be added that a read-only employee can press.
 */
const PORTAL = path.resolve(__dirname, '..', '..', 'src', 'features', 'portal');

const WRITES = /type="submit"|\.mutate\(|\.mutateAsync\(|<form\b|onSubmit[=:]/;
const GUARDED = /\b(WriteFieldset|WriteButton|useWriteBlocked|useMayWrite|MayWriteContext)\b/;

/** Files whose mutations or forms only read, or that read-only customers' screens never show. */
const NOT_CUSTOMER_WRITES: Record<string, string> = {
  'admin/staff-users-screen.tsx':
    'staff administration, for Admins only (the server checks the role)',
  'admin/audit-log-screen.tsx': 'a search form that reads the audit log',
  'chat-console/agent-queues-panel.tsx': "the employee's own chat queues, not a customer's affairs",
  'chat-console/chat-console-screen.tsx': "the employee's own chat console",
  'chat-console/canned-answers-editor.tsx': "the staff's canned chat answers",
  'inbox/inbox-screen.tsx': "the staff inbox, the employee's own work",
  'shell/portal-header.tsx': 'switching whom the portal shows and signing out change nothing',
  'staff/customer-lookup.tsx': 'looking a customer up reads',
  'staff/customer-search.tsx': 'searching reads; acting for a customer is how read-only staff read',
  'staff/staff-banner.tsx': "extending or ending the employee's own acting session",
  'staff/staff-menu.tsx': "the employee's own menu",
  'settings/contact-details-popup.tsx': 'shown only to the person acting as themself',
  'settings-payment/bank-details-popup.tsx':
    'shown only to the person acting as themself; its form is BankForm, in a WriteFieldset',
  'claims/claims-screen.tsx': 'the mutation prints the claims list (reads)',
  'payments/pay-dialog.tsx':
    'the dialog opens from a WriteButton; its mutation downloads a receipt',
  'transactions/transactions-screen.tsx': 'a filter form that reads',
  'purchase/purchase-sign-in.tsx':
    'a visitor signing in before buying: nobody is signed in yet, so no access can be read-only',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('write controls in the portal', () => {
  const files = sources(PORTAL).map((file) => ({
    name: path.relative(PORTAL, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));

  it('all go through the may-write module, so read-only access disables them with the reason', () => {
    const unguarded = files
      .filter(({ text }) => WRITES.test(text) && !GUARDED.test(text))
      .map(({ name }) => name)
      .filter((name) => !(name in NOT_CUSTOMER_WRITES));
    expect(unguarded).toEqual([]);
  });

  it('keeps its list of exceptions true: each still exists and still looks like it writes', () => {
    const byName = new Map(files.map((file) => [file.name, file.text]));
    for (const name of Object.keys(NOT_CUSTOMER_WRITES)) {
      expect(byName.has(name), name).toBe(true);
      expect(WRITES.test(byName.get(name)!), name).toBe(true);
    }
  });

  it('disables through WriteButton or useWriteBlocked, never a bare `disabled={!mayWrite}`', () => {
    const bare = files
      .filter(({ text }) => /disabled=\{[^}]*!mayWrite/.test(text))
      .map(({ name }) => name);
    expect(bare).toEqual([]);
  });
});
