import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForNotifications } from '../../server/db/listener';

const url = process.env.TEST_DATABASE_URL;

/** Resolves with the next value `arm` hands to the callback it is given. */
function nextCall<T>(arm: (callback: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => arm(resolve));
}

describe.skipIf(!url)('listening for other instances on PostgreSQL', () => {
  const schema = `listener_${process.pid}_${Date.now()}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
  });
  afterAll(async () => {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  });

  const notify = (payload: string) =>
    admin.query(`select pg_notify($1, $2)`, [`test_${schema}`, payload]);

  it('hears its schema’s channel, and after a lost connection says so, listens again and hears again', async () => {
    const heard: string[] = [];
    let onHeard: ((payload: string) => void) | undefined;
    let onListening: (() => void) | undefined;
    let onLost: (() => void) | undefined;
    const listener = listenForNotifications(
      { url: url!, schema },
      {
        name: 'test',
        channelPrefix: 'test_',
        onNotification: (payload) => {
          heard.push(payload);
          onHeard?.(payload);
        },
        onListening: () => onListening?.(),
        onLost: () => onLost?.(),
      },
    );
    try {
      await listener.ready();
      let next = nextCall<string>((resolve) => (onHeard = resolve));
      await notify('one');
      expect(await next).toBe('one');

      const lost = nextCall<void>((resolve) => (onLost = resolve));
      const listeningAgain = nextCall<void>((resolve) => (onListening = resolve));
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [
        `LISTEN "test_${schema}"`,
      ]);
      await lost;
      await listeningAgain;
      next = nextCall<string>((resolve) => (onHeard = resolve));
      await notify('two');
      expect(await next).toBe('two');
      // Another schema's channel of the same name pattern is not heard.
      await admin.query(`select pg_notify('test_public', 'elsewhere')`);
      next = nextCall<string>((resolve) => (onHeard = resolve));
      await notify('three');
      await next;
      expect(heard).toEqual(['one', 'two', 'three']);
    } finally {
      await listener.close();
    }
  });
});
