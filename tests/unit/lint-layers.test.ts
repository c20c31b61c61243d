import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

type Zone = { target: string | string[]; from: string | string[] };

const root = path.resolve(import.meta.dirname, '../..');

/** The layer zones as ESLint applies them (the repository's own configuration, resolved). */
async function layerZones(): Promise<Zone[]> {
  const eslint = new ESLint({ cwd: root });
  const config = (await eslint.calculateConfigForFile(path.join(root, 'src/lib/site-url.ts'))) as {
    rules?: Record<string, unknown>;
  };
  const rule = config.rules?.['import-x/no-restricted-paths'];
  const options = (Array.isArray(rule) ? rule[1] : undefined) as { zones: Zone[] } | undefined;
  return options?.zones ?? [];
}

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** Whether a zone's target covers `folder`: the folder itself or one above it, or its files' glob. */
function covers(target: string, folder: string): boolean {
  if (target === folder || folder.startsWith(`${target}/`)) return true;
  // A glob of a folder's own files stands for that folder; its sub-folders need zones of their own.
  const slash = target.lastIndexOf('/');
  return /[*(]/.test(target.slice(slash + 1)) && folder === target.slice(0, slash);
}

function foldersOf(top: string): string[] {
  return readdirSync(path.join(root, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${top}/${entry.name}`);
}

describe('the lint rules over the whole tree', () => {
  it('put every folder of src and server in a layer zone', { timeout: 60_000 }, async () => {
    const targets = (await layerZones()).flatMap((zone) => list(zone.target));
    const folders = [...foldersOf('src'), ...foldersOf('server'), ...foldersOf('server/db')];
    const outside = folders.filter((folder) => !targets.some((target) => covers(target, folder)));
    expect(targets.length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });

  it('refuse src/lib importing from src/components', { timeout: 60_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      "import { Button } from '../components/button';\nexport const used = Button;\n",
      { filePath: path.join(root, 'src/lib/uses-a-component.ts') },
    );
    const refused = result?.messages.filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths',
    );
    expect(refused?.[0]?.message).toMatch(/src\/lib is below the components/);
  });

  /** The layer rule's messages for a module that would sit at `file` with `source`. */
  async function refusals(file: string, source: string): Promise<string[]> {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  }

  it('refuse the customer portal importing the staff area', { timeout: 60_000 }, async () => {
    const messages = await refusals(
      'src/features/portal/claims/uses-staff.ts',
      "import { StaffNav } from '../../staff';\nexport const used = StaffNav;\n",
    );
    expect(messages).toContainEqual(expect.stringMatching(/portal does not use the staff area/));
  });

  it(
    'refuse the public site importing the portal or the staff area',
    { timeout: 60_000 },
    async () => {
      for (const [area, name] of [
        ['portal', 'portalPath'],
        ['staff', 'StaffNav'],
      ]) {
        const messages = await refusals(
          'src/features/public/quote/uses-an-area.ts',
          `import { ${name} } from '../../${area}';\nexport const used = ${name};\n`,
        );
        expect(messages, area).toContainEqual(
          expect.stringMatching(/public site does not use the portal or the staff area/),
        );
      }
    },
  );

  it("refuse a feature reaching past another feature's index", { timeout: 60_000 }, async () => {
    const messages = await refusals(
      'src/features/staff/inbox/uses-portal-inside.ts',
      "import { Card } from '../../portal/shared/card';\nexport const used = Card;\n",
    );
    expect(messages).toContainEqual(expect.stringMatching(/only through its index/));
    // Through the index the staff area may use the customer portal's parts.
    const allowed = await refusals(
      'src/features/staff/inbox/uses-portal.ts',
      "import { Badge } from '../../portal';\nexport const used = Badge;\n",
    );
    expect(allowed).toEqual([]);
  });

  it(
    'refuse an import that closes a cycle, through TypeScript files',
    { timeout: 60_000 },
    async () => {
      // The help button uses the chat feature to know whether chat is open: a chat module that
      // used the help button would import itself round the circle.
      const eslint = new ESLint({ cwd: root });
      const [result] = await eslint.lintText(
        "import { AssistanceButton } from '../assistance';\nexport const used = AssistanceButton;\n",
        { filePath: path.join(root, 'src/features/public/chat/index.ts') },
      );
      const cycle = result?.messages.find((message) => message.ruleId === 'import-x/no-cycle');
      expect(cycle?.message).toMatch(/assistance-button/);
    },
  );
});
