import { JSDOM } from 'jsdom';
import type { KoaContextWithOIDC } from 'oidc-provider';
import QRCode from 'qrcode';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paymentPage } from '../../server/cardprovider/simulator-page';
import { appPage } from '../../server/eid/simulated-app-page';
import { renderProviderError } from '../../server/identity/pages';
import { QrCode } from '../../server/identity/qr-code';
import {
  renderRequestCredentialsPage,
  renderSetPasswordPage,
} from '../../server/identity/password-pages';
import {
  renderMobileWaitingPage,
  renderNewCustomerPage,
  renderSecondFactorPage,
  renderSignInPage,
} from '../../server/identity/sign-in-pages';
import {
  confirmEmailPage,
  undoPage,
} from '../../server/modules/contact-change/contact-change.pages';
import { createTestApp } from './support/app';

/** Markup in every place a value can land: text, a double- and a single-quoted attribute. */
const EVIL = `"'><img src=x onerror=alert(1)><script>alert(1)</script>`;

/**
 * Parses a page as a browser would and checks that nothing of EVIL became markup: no image, and
 * no script but the page's own nonced one(s).
 */
function parse(html: string, ownScripts = 0): Document {
  expect(html.startsWith('<!DOCTYPE html>\n<html lang=')).toBe(true);
  expect(html).not.toContain('<img');
  expect(html).not.toContain('<script>alert');
  const { document } = new JSDOM(html).window;
  expect(document.querySelectorAll('img')).toHaveLength(0);
  expect(document.querySelectorAll('script')).toHaveLength(ownScripts);
  return document;
}

const valueOf = (document: Document, selector: string, attribute = 'value') =>
  document.querySelector(selector)?.getAttribute(attribute);
const textOf = (document: Document, selector: string) =>
  document.querySelector(selector)?.textContent;

describe('server-rendered pages escape what they show', () => {
  const base = { language: 'en' as const, nonce: 'n0nce' };

  it('sign-in: typed values and the interaction come back as values, never as markup', () => {
    const customer = parse(
      renderSignInPage({
        ...base,
        tenant: 'customer',
        uid: EVIL,
        method: 'mobile',
        mobile: true,
        error: EVIL,
        values: { phone: EVIL },
      }),
    );
    expect(valueOf(customer, '#phone')).toBe(EVIL);
    expect(valueOf(customer, 'input[name=interaction]')).toBe(EVIL);
    expect(textOf(customer, '#form-error')).toBe(EVIL);
    expect(valueOf(customer, 'form', 'action')).toBe(
      `/interaction/${encodeURIComponent(EVIL)}/login/mobile/`,
    );

    const staff = parse(
      renderSignInPage({
        ...base,
        tenant: 'staff',
        uid: 'u1',
        method: 'password',
        mobile: false,
        values: { username: EVIL },
      }),
    );
    expect(valueOf(staff, '#username')).toBe(EVIL);
  });

  it('sign-in: the waiting page, the new customer, the second factor and the password pages', () => {
    const waiting = parse(
      renderMobileWaitingPage({ ...base, uid: 'u1', requestId: EVIL, verificationCode: EVIL }),
      1,
    );
    expect(valueOf(waiting, 'input[name=requestId]')).toBe(EVIL);
    expect(textOf(waiting, '[data-testid=verification-code]')).toBe(EVIL);

    const stranger = parse(
      renderNewCustomerPage({
        ...base,
        uid: 'u1',
        name: EVIL,
        kennitala: '0101302989',
        values: { email: EVIL, mobile: EVIL },
        errors: { email: EVIL },
      }),
    );
    expect(textOf(stranger, '[data-testid=new-customer-name]')).toBe(EVIL);
    expect(valueOf(stranger, '#email')).toBe(EVIL);
    expect(valueOf(stranger, '#email', 'aria-errormessage')).toBe('email-error');
    expect(textOf(stranger, '#email-error')).toBe(EVIL);
    expect(valueOf(stranger, '#mobile', 'aria-invalid')).toBeNull();

    const enrol = parse(
      renderSecondFactorPage({ ...base, uid: 'u1', enrolment: { secret: EVIL, uri: EVIL } }),
    );
    expect(valueOf(enrol, '[data-testid=totp-secret]', 'data-secret')).toBe(EVIL);

    const credentials = parse(
      renderRequestCredentialsPage({ ...base, interaction: EVIL, ssn: EVIL, error: EVIL }),
    );
    expect(valueOf(credentials, 'input[name=interaction]')).toBe(EVIL);
    expect(valueOf(credentials, '#ssn')).toBe(EVIL);

    // The person's name goes into the page's own script, as JSON that cannot end the element.
    const password = parse(
      renderSetPasswordPage({ ...base, token: EVIL, owner: { name: EVIL, kennitala: null } }),
      1,
    );
    expect(valueOf(password, 'input[name=token]')).toBe(EVIL);
    expect(password.querySelector('script')?.getAttribute('nonce')).toBe('n0nce');
    expect(password.querySelector('script')?.textContent).toContain('\\u003cscript>alert(1)');
  });

  it("the provider's error page shows the error's description as text", () => {
    const headers: Record<string, string> = {};
    const ctx = {
      oidc: { params: { ui_locales: 'en' } },
      state: {},
      set: (name: string, value: string) => (headers[name] = value),
      type: '',
      body: '',
    };
    renderProviderError(ctx as unknown as KoaContextWithOIDC, {
      error: 'invalid_request',
      error_description: EVIL,
    });
    const page = parse(ctx.body);
    expect(textOf(page, 'small')).toBe(`invalid_request: ${EVIL}`);
    expect(headers['content-security-policy']).toContain("'nonce-");
  });

  it('the contact-change links: the address and the token', () => {
    const confirm = parse(
      confirmEmailPage('is', 'n', { email: EVIL, token: EVIL, action: '/stadfesta-netfang/' }),
    );
    expect(textOf(confirm, 'main p')).toContain(EVIL);
    expect(valueOf(confirm, 'input[name=token]')).toBe(EVIL);

    const undo = parse(
      undoPage('en', 'n', {
        view: { email: { now: EVIL, before: null } },
        token: EVIL,
        action: '/afturkalla-breytingu/',
      }),
    );
    expect(textOf(undo, 'li')).toContain(EVIL);
    expect(valueOf(undo, 'input[name=token]')).toBe(EVIL);
  });

  it("the demo e-ID app: the request's text, what was typed and the way back", () => {
    const request = parse(
      appPage('n', 'en', `/dev/eid-app/${EVIL}`, {
        kind: 'request',
        request: { verificationCode: '1234', text: EVIL },
        form: { phone: EVIL, phoneError: EVIL },
        action: `/dev/eid-app/${EVIL}`,
      }),
    );
    expect(textOf(request, '.what')).toBe(EVIL);
    expect(valueOf(request, '#phone')).toBe(EVIL);
    expect(valueOf(request, '#phone', 'aria-invalid')).toBe('true');
    expect(valueOf(request, 'form', 'action')).toBe(`/dev/eid-app/${EVIL}`);
    expect(valueOf(request, 'header a', 'href')).toBe(`/dev/eid-app/${EVIL}`);

    const closed = parse(
      appPage('n', 'is', '/x', { kind: 'closed', title: EVIL, text: EVIL, returnUrl: EVIL }),
    );
    expect(closed.title).toBe(`${EVIL} · Skilríkjaapp`);
    expect(valueOf(closed, 'a.button', 'href')).toBe(EVIL);
  });

  it("the card simulator: the session's values, and its texts as JSON in an attribute", () => {
    const page = parse(
      paymentPage('en', { token: EVIL, portalOrigin: EVIL, verificationId: EVIL, amount: 12345 }),
      1,
    );
    expect(valueOf(page, '#card-form', 'data-session')).toBe(EVIL);
    expect(valueOf(page, '#card-form', 'data-origin')).toBe(EVIL);
    expect(valueOf(page, '#card-form', 'data-verification-id')).toBe(EVIL);
    const texts = JSON.parse(valueOf(page, '#card-form', 'data-texts') ?? '{}');
    expect(texts.heading).toBe('Pay ISK 12,345');
    expect(page.querySelector('script')?.getAttribute('src')).toBe('/pay.js');
  });

  it("the demo outbox: a mail's subject, addresses and text", async () => {
    const testApp = await createTestApp('pglite', { demoMode: true });
    try {
      await testApp.identity.mailer.send({ to: 'anna@example.is', subject: EVIL, text: EVIL });
      const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
      const page = parse(response.body);
      expect(textOf(page, 'article h2')).toBe(EVIL);
      expect(textOf(page, 'article pre')).toBe(EVIL);
      expect(textOf(page, 'article p')).toContain('To: anna@example.is · ');
    } finally {
      await testApp.close();
    }
  });
});

/** The squares an SVG's dark path paints, read from its M, m and h commands. */
function darkCells(svg: string): Set<string> {
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const first = Number(a);
    if (command === 'M') [x, y] = [first, Number(b) - 0.5];
    else if (command === 'm') x += first;
    else for (let end = x + first; x < end; x += 1) cells.add(`${x},${y}`);
  }
  return cells;
}

describe('the enrolment QR code', () => {
  it("draws the same modules as the qrcode package's own SVG", async () => {
    const uri = 'otpauth://totp/Skj%C3%B3l:anna?secret=JBSWY3DPEHPK3PXP&issuer=Skj%C3%B3l';
    const theirs = await QRCode.toString(uri, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    const ours = renderToStaticMarkup(createElement(QrCode, { text: uri }));
    expect(darkCells(ours).size).toBeGreaterThan(100);
    expect([...darkCells(ours)].sort()).toEqual([...darkCells(theirs)].sort());
    const box = (svg: string) => /viewBox="([^"]+)"/.exec(svg)?.[1];
    expect(box(ours)).toBe(box(theirs));
  });
});
