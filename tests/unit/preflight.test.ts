import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { tooOldMessage } = require('../../scripts/preflight.cjs') as {
  tooOldMessage: (version: string, range?: string) => string | null;
};

describe('the start preflight', () => {
  it('names the Node.js that is needed and how to get it when the running one is older', () => {
    const message = tooOldMessage('v20.20.2', '>=22.12');
    expect(message).toContain('Node.js 22.12 or newer');
    expect(message).toContain('v20.20.2');
    expect(message).toContain('nvm install');
    expect(tooOldMessage('v22.11.0', '>=22.12')).not.toBeNull();
  });

  it('lets a supported Node.js through', () => {
    expect(tooOldMessage('v22.12.0', '>=22.12')).toBeNull();
    expect(tooOldMessage('v24.1.0', '>=22.12')).toBeNull();
  });

  it("reads the lowest version from package.json's engines", () => {
    expect(tooOldMessage(process.version)).toBeNull();
    expect(tooOldMessage('v18.0.0')).toMatch(/^Skjól needs Node\.js \d+\.\d+ or newer/);
  });
});
