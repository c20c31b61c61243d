import { readFileSync } from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

/**
 * The yardstick the bench compares the real server with: the same bytes, sent by a bare
 * `node:http` server or a bare Fastify route, in a process of its own (as the real server is).
 * Run by bench/anchors.ts: ANCHOR_KIND (http | fastify), ANCHOR_FILE (the body), ANCHOR_HEADERS
 * (JSON: the response headers to send), PORT.
 */
const body = readFileSync(process.env.ANCHOR_FILE!);
const headers = JSON.parse(process.env.ANCHOR_HEADERS ?? '{}') as Record<string, string>;
const port = Number(process.env.PORT);

if (process.env.ANCHOR_KIND === 'http') {
  http
    .createServer((_request, response) => {
      response.writeHead(200, { ...headers, 'content-length': body.length });
      response.end(body);
    })
    .listen(port, '127.0.0.1', () => console.log('listening'));
} else {
  const app = Fastify({ logger: false });
  app.get('/*', async (_request, reply) => reply.headers(headers).send(body));
  void app.listen({ port, host: '127.0.0.1' }).then(() => console.log('listening'));
}
