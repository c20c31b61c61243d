import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { MINIMAL_PRODUCTION_ENV } from './support/production-env';

describe('configuration', () => {
  it('defaults to port 8000, PGlite and demo mode outside production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.siteUrl).toBe('http://localhost:8000');
    expect(config.staffUrl).toBe('http://staff.localhost:8000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoMode).toBe(true);
  });

  it('turns demo mode off in production unless asked for', () => {
    expect(loadConfig(MINIMAL_PRODUCTION_ENV).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('names every wrong value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/db', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL .*postgres/);
      expect(problems).toMatch(/NODE_ENV/);
    }
  });

  it('rejects a DATABASE_URL that is not a URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('keeps the chat to its opening hours unless demo mode says always', () => {
    expect(loadConfig({}).chatHours).toBe('content');
    expect(loadConfig({ CHAT_HOURS: 'always' }).chatHours).toBe('always');
    expect(() => loadConfig({ CHAT_HOURS: 'always', DEMO_MODE: 'false' })).toThrow(
      /CHAT_HOURS=always is allowed only in demo mode/,
    );
  });
});
