import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enLogin from '../../../locales/en/login.json';
import enSettings from '../../../locales/en/settings.json';
import isLogin from '../../../locales/is/login.json';
import isSettings from '../../../locales/is/settings.json';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { passwordProblem } from '../../../src/domain/password';
import { newPasswordProblem, passwordStrength } from '../../../server/security/password-strength';
import { GUDRUN, startPortalApp, type PortalApp } from '../portal-helpers';
import { OAuthBrowser } from '../support/oauth';

const ANNA = { kennitala: '1201603389', name: 'Anna Jónsdóttir' };

describe('the password rules', () => {
  it.each([
    ['Stutt-1', 'passwordTooShort'],
    ['x'.repeat(129), 'passwordTooLong'],
    ['minn-1201603389', 'passwordContainsKennitala'],
    ['120160-3389-heima', 'passwordContainsKennitala'],
    ['120160 3389 heima', 'passwordContainsKennitala'],
    ['JONSDOTTIR-heima-9', 'passwordContainsName'],
    ['jónsdóttir-heima-9', 'passwordContainsName'],
    ['hestar-anna-vori', 'passwordContainsName'],
  ])('refuses %j for Anna Jónsdóttir (%s)', (password, problem) => {
    expect(passwordProblem(password, ANNA)).toBe(problem);
  });

  it('accepts a long phrase that is not the person, and short name parts do not count', () => {
    expect(passwordProblem('hestar hlaupa hratt a vorin', ANNA)).toBeNull();
    expect(passwordProblem('ljos-og-asar-2026', { name: 'Ás Li' })).toBeNull();
    expect(passwordProblem('sigurdsson-er-hann', { name: 'Björn Sigurðsson' })).toBe(
      'passwordContainsName',
    );
    expect(passwordProblem('thorsteinn-ogludvik', { name: 'Þorsteinn Lúðvíksson' })).toBe(
      'passwordContainsName',
    );
  });

  it('refuses passwords that keep the old rules but are easy to guess', () => {
    for (const password of ['Password123!', 'Qwerty123456', 'password1234', 'Reykjavik2026!']) {
      expect(newPasswordProblem(password, ANNA), password).toBe('passwordTooWeak');
      expect(passwordStrength(password, ANNA).score, password).toBeLessThan(3);
    }
    expect(passwordStrength('Password123!', ANNA).warning).toBe('similarToCommon');
  });

  it('accepts a strong password, with the reason and score the meter shows', () => {
    for (const password of [
      'hestar hlaupa hratt a vorin',
      'kaffi-bolli-regn-7',
      'grænn hestur á þaki',
    ])
      expect(newPasswordProblem(password, ANNA), password).toBeNull();
    expect(passwordStrength('hestar hlaupa hratt a vorin', ANNA)).toEqual({
      score: 4,
      warning: null,
    });
  });

  it("counts the person's e-mail, name and kennitala as the first guesses", () => {
    const owner = { ...ANNA, email: 'hrafnkell.freysgodi@dæmi.is' };
    // Someone else's e-mail is a long, strong password; one's own is not.
    expect(passwordStrength('hrafnkell.freysgodi@dæmi.is', ANNA).score).toBe(4);
    expect(passwordStrength('hrafnkell.freysgodi@dæmi.is', owner)).toEqual({
      score: 0,
      warning: 'userInputs',
    });
    expect(newPasswordProblem('hrafnkell.freysgodi@dæmi.is', owner)).toBe('passwordTooWeak');
    // The date of birth in the kennitala and the name, on their own and without the rule's help.
    expect(passwordStrength('120160', ANNA).warning).toBe('userInputs');
    expect(passwordStrength('jónsdóttir', ANNA).warning).toBe('userInputs');
  });

  it('says why in both languages, where the sign-in pages and the settings screen show it', () => {
    for (const key of [
      'passwordTooShort',
      'passwordTooLong',
      'passwordTooWeak',
      'passwordContainsKennitala',
      'passwordContainsName',
    ]) {
      for (const group of [isLogin, enLogin, isSettings, enSettings] as Record<string, string>[])
        expect(group[key], key).toBeTruthy();
    }
  });
});

describe('where passwords are set', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['gudrun']);
  });
  afterAll(() => portal.close());

  const app = () => portal.testApp.app;

  async function resetLink(ssn: string): Promise<string> {
    await app().inject({
      method: 'POST',
      url: '/api/user/v1/login/requestcredentials/',
      headers: { accept: 'application/json' },
      payload: { ssn, language: 'en' },
    });
    const mail = await portal.testApp.database.db
      .selectFrom('outbox_mail')
      .select('text_body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  }
  const setPassword = (token: string, password: string) =>
    app().inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { accept: 'application/json' },
      payload: { token, password, language: 'en' },
    });

  it('checks the link before the password: a bad link is a bad link, whatever the password', async () => {
    const response = await setPassword('not-a-token', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('setPasswordInvalid');
  });

  it('refuses with a reset link what the rules refuse, and keeps the link usable', async () => {
    const token = await resetLink(GUDRUN);
    for (const [password, reason] of [
      ['short', 'passwordTooShort'],
      ['QwertyUiop', 'passwordTooWeak'],
      ['Password123!', 'passwordTooWeak'],
      ['gudrun-a-heima-1', 'passwordContainsName'],
      ['PALSDOTTIR-2026', 'passwordContainsName'],
      ['140770-2999-x', 'passwordContainsKennitala'],
    ]) {
      const response = await setPassword(token, password!);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: reason, errors: { password: [reason] } });
      expect(response.json().message).toBe(enLogin[reason as keyof typeof enLogin]);
    }
    expect((await setPassword(token, 'hestar hlaupa hratt a vorin')).statusCode).toBe(200);
    const used = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select('actor')
      .where('action', '=', 'credentials.passwordSet')
      .execute();
    expect(used).toEqual([{ actor: GUDRUN }]);
  });

  it('shows the reason on the set-password page in the browser', async () => {
    const token = await resetLink(GUDRUN);
    const response = await app().inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, password: 'basketball', language: 'is' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(isLogin.passwordTooWeak);
  });

  it('applies the name and kennitala rule on the set-password page before sending', async () => {
    const token = await resetLink(GUDRUN);
    const page = await app().inject({
      method: 'GET',
      url: `/innskraning/nytt-lykilord/?lang=en&token=${token}`,
    });
    const dom = new JSDOM(page.body, { runScripts: 'dangerously' });
    const { document, Event } = dom.window;
    const form = document.getElementById('set-password-form') as HTMLFormElement;
    const input = form.elements.namedItem('password') as HTMLInputElement;
    const submit = (password: string) => {
      input.value = password;
      return form.dispatchEvent(new Event('submit', { cancelable: true }));
    };
    expect(submit('Pálsdóttir-heima')).toBe(false);
    expect(document.getElementById('form-error')?.textContent).toBe(enLogin.passwordContainsName);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(submit('1407702999-heima')).toBe(false);
    expect(document.getElementById('form-error')?.textContent).toBe(
      enLogin.passwordContainsKennitala,
    );
    expect(submit('stutt')).toBe(false);
    // A password the shared rule accepts goes to the server (which judges its strength again).
    expect(submit('hestar hlaupa hratt a vorin')).toBe(true);

    const spent = await app().inject({
      method: 'GET',
      url: '/innskraning/nytt-lykilord/?lang=en&token=not-a-token',
    });
    expect(spent.body).not.toContain('<script>');
  });

  it('shows a strength meter on the set-password page, with zxcvbn served from our origin', async () => {
    const token = await resetLink(GUDRUN);
    const page = await app().inject({
      method: 'GET',
      url: `/innskraning/nytt-lykilord/?lang=is&token=${token}`,
    });
    const { document } = new JSDOM(page.body).window;
    const input = document.getElementById('password')!;
    expect(input.getAttribute('aria-describedby')).toContain('password-strength');
    expect(document.getElementById('password-strength')?.getAttribute('aria-live')).toBe('polite');
    const urls = [...page.body.matchAll(/"(\/innskraning\/styrkur\/[^"]+)"/g)].map((m) => m[1]!);
    expect(urls.map((url) => url.replace(/\?.*/, ''))).toEqual([
      '/innskraning/styrkur/core.js',
      '/innskraning/styrkur/language-common.js',
      '/innskraning/styrkur/language-en.js',
    ]);
    // The person's details travel as zxcvbn's user inputs, the texts in the page's language.
    expect(page.body).toContain('"1407702999"');
    expect(page.body).toContain('"gudrun@example.is"');
    expect(page.body).toContain('Styrkur lykilorðs');
    for (const url of urls) {
      const script = await app().inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain('zxcvbnts');
    }
    expect(
      (await app().inject({ method: 'GET', url: '/innskraning/styrkur/x.js' })).statusCode,
    ).toBe(404);
  });

  it('refuses the same in the signed-in password change', async () => {
    // The reset above ended every session of Guðrún's: she signs in again with her new password.
    const { testApp } = portal;
    const browser = new OAuthBrowser(
      testApp.app,
      testApp.config.siteUrl,
      'skjol-web',
      testApp.config.authAudience,
    );
    portal.tokens.gudrun = (
      await browser.signInWithPassword(GUDRUN, 'hestar hlaupa hratt a vorin')
    ).access_token;
    for (const [newPassword, key] of [
      ['qwertyuiop', 'settings|passwordTooWeak'],
      ['Qwerty123456', 'settings|passwordTooWeak'],
      ['password1234', 'settings|passwordTooWeak'],
      ['Gudrun-heima-2026', 'settings|passwordContainsName'],
      ['1407702999-heima', 'settings|passwordContainsKennitala'],
    ]) {
      const response = await portal.call('gudrun', 'POST', SETTINGS_API.changePassword, {
        json: { currentPassword: 'hestar hlaupa hratt a vorin', newPassword },
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        errors: { newPassword: [key] },
      });
    }
  });
});
