/**
 * Node options the server process runs with, however it is started: `npm start`, `npm run serve`,
 * the container, the bench and the tests that start it as a process of its own (and the server
 * tests' workers, so they run what production runs).
 *
 * --experimental-async-context-frame: AsyncLocalStorage, which carries each request's client and
 * acting employee to the audit log, is kept in V8's continuation data instead of async hooks. With
 * async hooks every promise and tick of every request runs an init hook; without them a kept
 * policy overview costs about 15 % less CPU. Node 24 does this by default; Node 22 must be asked.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--experimental-async-context-frame'];
