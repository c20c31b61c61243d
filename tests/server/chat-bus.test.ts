import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { postgresBus, type ChatEvent } from '../../server/modules/chat/chat-bus';

const url = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// An operator may name the schema in DATABASE_URL itself (options=-c search_path=…) instead of
// through the server: the instances' chat must still hear each other.
describe.runIf(url)('the chat bus on PostgreSQL, with the schema in the database address', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const instances: DatabaseHandle[] = [];

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    const scoped = new URL(url!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    instances.push(
      openDatabase({ kind: 'postgres', url: scoped.toString() }),
      openDatabase({ kind: 'postgres', url: scoped.toString() }),
    );
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await admin(`drop schema if exists ${schema} cascade`);
  });

  it('carries an event from one instance to the other', async () => {
    const [sender, receiver] = instances.map((instance) =>
      postgresBus(instance.db, instance.postgres!),
    );
    const heard = new Promise<ChatEvent>((resolve) => receiver!.subscribe(resolve));
    await receiver!.ready();
    const event: ChatEvent = { kind: 'conversation', conversationId: 'c-1' };
    await sender!.publish(event);
    expect(await heard).toEqual(event);
    await receiver!.close();
    await sender!.close();
  });
});
