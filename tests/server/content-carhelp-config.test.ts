import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarHelpResponse } from '../../src/domain/api/carhelp';
import { CARHELP_API } from '../../src/domain/api/content-paths';
import type { GeneralConfigResponse } from '../../src/domain/api/content-config';
import { GENERAL_CONFIG_API } from '../../src/domain/api/content-paths';
import { createTestApp, type TestApp } from './support/app';

describe('roadside assistance and the general settings, from the content service', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  async function get<T>(url: string): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('public, max-age=60');
    return response.json<T>();
  }

  it('answers what to do, whom to call and where cars are towed, in Icelandic', async () => {
    const help = await get<CarHelpResponse>(`${CARHELP_API}?lang=is`);
    expect(help.title).toBe('Bílahjálp');
    expect(help.path).toBe('/bilahjalp/');
    expect(help.call?.phone).toEqual({ label: '440 2000', href: 'tel:+3544402000' });
    expect(help.call?.heading).toBe('Hringdu í bílahjálpina');
    expect(help.services.map((service) => service.title)).toEqual([
      'Start',
      'Dekkjaskipti',
      'Eldsneyti',
      'Dráttur',
    ]);
    expect(help.services.every((service) => service.text.length > 0)).toBe(true);
    expect(help.sections.map((section) => section.heading)).toContain(
      'Hverjir eiga rétt á bílahjálp?',
    );
    expect(help.workshops.title).toBe('Verkstæði og bílaleigur');
    expect(help.workshops.path).toBe('/verkstaedi-og-bilaleigur/');
    expect(help.workshops.items[0]).toEqual({
      name: 'Réttingaverkstæði Höfða, Reykjavík',
      details: expect.stringContaining('Bíldshöfða 12') as string,
    });
  });

  it('answers the English page under English paths', async () => {
    const help = await get<CarHelpResponse>(`${CARHELP_API}?lang=en`);
    expect(help.title).toBe('Roadside assistance');
    expect(help.path).toBe('/en/roadside-assistance/');
    expect(help.call?.phone).toEqual({ label: '+354 440 2000', href: 'tel:+3544402000' });
    expect(help.services.map((service) => service.title)).toEqual([
      'Jump start',
      'Tyres',
      'Fuel',
      'Towing',
    ]);
    expect(help.workshops.path).toBe('/en/auto-repair-and-car-rental-services/');
  });

  it('answers the general settings from the footer and the opening hours', async () => {
    const icelandic = await get<GeneralConfigResponse>(`${GENERAL_CONFIG_API}?lang=is`);
    expect(icelandic.phone).toBe('440 2000');
    expect(icelandic.email).toBe('skjol@skjol.is');
    expect(icelandic.openingHours?.name).toBe('Opnunartími síma og netspjalls');
    expect(icelandic.openingHours?.times[0]).toEqual({
      title: 'Símaver virka daga',
      opens: '08:30',
      closes: '16:00',
      days: 'virka-daga',
    });
    expect(typeof icelandic.features.chatAlways).toBe('boolean');

    const english = await get<GeneralConfigResponse>(`${GENERAL_CONFIG_API}?lang=en`);
    expect(english.phone).toBe(icelandic.phone);
    expect(english.openingHours?.times[0]?.title).toBe('Telephone, weekdays');
  });

  it('refuses an unknown language with a 400, never a 500', async () => {
    for (const url of [`${CARHELP_API}?lang=de`, `${GENERAL_CONFIG_API}?lang=xx`]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
