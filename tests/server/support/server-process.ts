import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../../server/node-flags';

/**
 * The real server process, as `npm start` runs it but with TypeScript loaded into node itself.
 * Not through the tsx command: it stands between the test and the server, and when the machine
 * is busy it takes a signal the server does not acknowledge within 30 ms as unhandled and kills
 * the server outright (exit 143), so a graceful shutdown could not be tested.
 */
export function spawnServerProcess(env: Record<string, string>) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}
