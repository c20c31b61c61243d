import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * A page's body as HTML, rendered the way Gatsby renders it (React's streaming renderer, waiting
 * for everything), without the zero bytes React 18.3 leaves in it: the renderer fills 2 KB chunks
 * and, when a character's UTF-8 bytes do not fit at the end of one, sends the chunk whole with its
 * unused byte or two still zero. The page then shows "Fá�ðu" for "Fáðu". HTML never holds a zero
 * byte, so every one is dropped.
 */
export function renderBodyHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8').replaceAll('\0', ''));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(collect),
      onError: reject,
    });
  });
}
