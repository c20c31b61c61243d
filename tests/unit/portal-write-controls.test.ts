import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every portal control that writes goes through src/features/portal/shared/may-write.tsx, which
 * disables it for read-only staff and read-only grant holders and points it at the screen's one
 * notice saying why. This walks the portal's sources for the signs of a write (a submit button, a
 * form, a mutation) and fails for a file that shows them without using that module, so a new
 * form or button cannot be added that a read-only employee can press. The staff area's screens
 * are walked too: staff read customers' affairs from them.
 */
const FEATURES = path.resolve(__dirname, '..', '..', 'src', 'features');
const AREAS = ['portal', 'staff'];

const WRITES = /type="submit"|\.mutate\(|\.mutateAsync\(|<form\b|onSubmit[=:]/;
const GUARDED = /\b(WriteFieldset|WriteButton|useWriteBlocked|useMayWrite|MayWriteContext)\b/;

/** Files whose mutations or forms only read, or that read-only customers' screens never show. */
const NOT_CUSTOMER_WRITES: Record<string, string> = {
  'staff/admin/staff-users-screen.tsx':
    'staff administration, for Admins only (the server checks the role)',
  'staff/admin/audit-log-screen.tsx': 'a search form that reads the audit log',
  'staff/chat-console/agent-queues-panel.tsx':
    "the employee's own chat queues, not a customer's affairs",
  'staff/chat-console/chat-console-screen.tsx': "the employee's own chat console",
  'staff/chat-console/canned-answers-editor.tsx': "the staff's canned chat answers",
  'staff/inbox/inbox-screen.tsx': "the staff inbox, the employee's own work",
  'portal/shell/portal-header.tsx':
    'switching whom the portal shows and signing out change nothing',
  'staff/lookup/customer-lookup.tsx': 'looking a customer up reads',
  'staff/lookup/customer-search.tsx':
    'searching reads; acting for a customer is how read-only staff read',
  'staff/acting/staff-banner.tsx': "extending or ending the employee's own acting session",
  'staff/menu/staff-menu.tsx': "the employee's own menu",
  'portal/settings/contact-details-popup.tsx': 'shown only to the person acting as themself',
  'portal/settings-payment/bank-details-popup.tsx':
    'shown only to the person acting as themself; its form is BankForm, in a WriteFieldset',
  'portal/claims/claims-screen.tsx': 'the mutation prints the claims list (reads)',
  'portal/card-payments/card-payment-dialog.tsx':
    'the dialog opens from a WriteButton; its mutation downloads a receipt',
  'portal/transactions/transactions-screen.tsx': 'a filter form that reads',
  'portal/purchase/purchase-sign-in.tsx':
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
  const files = AREAS.flatMap((area) => sources(path.join(FEATURES, area))).map((file) => ({
    name: path.relative(FEATURES, file).split(path.sep).join('/'),
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
