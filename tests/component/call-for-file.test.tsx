import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { call, callForFile } from '../../src/lib/api/call';
import { server } from './api-stubs';

/** Answers the download path with a PDF carrying `disposition`, and returns the name the portal reads. */
async function nameFrom(disposition: string): Promise<string | undefined> {
  server.use(
    http.get('/api/test/file/', () => {
      return new HttpResponse('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': disposition },
      });
    }),
  );
  return (await callForFile('/api/test/file/')).fileName;
}

describe('callForFile reads the name the server gave a download', () => {
  it('takes a bare token name, as the server writes plain ASCII names', async () => {
    expect(await nameFrom('attachment; filename=Personal-data-2026-11-24.pdf')).toBe(
      'Personal-data-2026-11-24.pdf',
    );
  });

  it('takes a quoted name, unescaping what the quotes protect', async () => {
    expect(await nameFrom('attachment; filename="Yfirlit \\"2026\\".pdf"')).toBe(
      'Yfirlit "2026".pdf',
    );
  });

  it('prefers the exact UTF-8 name over the ASCII fallback', async () => {
    expect(
      await nameFrom(
        `attachment; filename="Personuupplysingar.pdf"; filename*=UTF-8''Pers%C3%B3nuuppl%C3%BDsingar.pdf`,
      ),
    ).toBe('Persónuupplýsingar.pdf');
  });
});

describe('call names the language of the page being read', () => {
  it("sends the page's language, not the browser's, so what the server mails back is in it", async () => {
    const heard: (string | null)[] = [];
    server.use(
      http.get('/api/test/language/', ({ request }) => {
        heard.push(request.headers.get('accept-language'));
        return HttpResponse.json({});
      }),
    );
    const before = document.documentElement.lang;
    try {
      for (const language of ['is', 'en']) {
        document.documentElement.lang = language;
        await call('/api/test/language/');
      }
    } finally {
      document.documentElement.lang = before;
    }
    expect(heard).toEqual(['is', 'en']);
  });
});
