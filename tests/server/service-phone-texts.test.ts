import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CLAIM_API } from '../../src/domain/api/claim-handling-paths';
import type { StaffClaimDetail } from '../../src/domain/api/claim-handling';
import { PORTAL_API, type BenefitsResponse } from '../../src/domain/api/portal';
import { SETTINGS_API } from '../../src/domain/api/settings-rules';
import { insertReportedClaim } from '../../server/modules/claim/claim-report.repository';
import { reloadContent } from '../../server/content/store';
import { findDocument } from '../../src/domain/documents';
import { outbox, startPortalApp, type PortalApp } from './portal-helpers';
import { pdfFlatText } from './support/pdf-text';

/** A copy of the site's content whose footer names another service number. */
async function contentWithPhone(phone: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'skjol-phone-'));
  await cp(path.resolve('content'), dir, { recursive: true });
  await setFooterPhone(dir, phone);
  // And the roadside page another number to call.
  for (const file of ['bilahjalp.is.json', 'roadside-assistance.en-gb.json']) {
    const page = path.join(dir, 'documents', 'page', file);
    const body = await readFile(page, 'utf8');
    await writeFile(page, body.replaceAll('440 2000', '555 0177').replaceAll('4402000', '5550177'));
  }
  return dir;
}

async function setFooterPhone(dir: string, phone: string) {
  for (const lang of ['is', 'en-gb']) {
    const file = path.join(dir, 'documents', 'footer', `fotur.${lang}.json`);
    const footer = JSON.parse(await readFile(file, 'utf8'));
    footer.data.phone = phone;
    await writeFile(file, JSON.stringify(footer));
  }
  await reloadContent(dir).catch(() => undefined);
}

describe('sentences that name the service phone number', () => {
  let dir: string;
  let portal: PortalApp;
  let serial = 1;
  beforeAll(async () => {
    dir = await contentWithPhone('555 0199');
    portal = await startPortalApp(['anna', 'sigga'], 'pglite', { contentDir: dir });
  });
  afterAll(async () => {
    await portal.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function visitorClaim(email: string, language: 'is' | 'en') {
    const number = `TJ-2026-8${String(serial++).padStart(5, '0')}`;
    const id = await insertReportedClaim(portal.testApp.database.db, {
      number,
      claimantKennitala: null,
      // Nobody with a portal account, so the mails stay a visitor's.
      insuredKennitala: '0101302989',
      policyId: null,
      claimType: 'vehicleGlass',
      titleIs: 'Rúðubrot',
      titleEn: 'Broken glass',
      description: 'Steinn skall á framrúðunni.',
      incidentDate: '2026-11-20',
      reportedDate: '2026-11-21',
      estimatedAmount: 90000,
      reporterName: 'Björn Gestsson',
      reporterEmail: email,
      report: {
        reporter: { name: 'Björn Gestsson', email },
        incident: { date: '2026-11-20', description: 'Steinn', glassPart: 'windscreen' },
      },
      language,
      nextStepIs: 'Tjónafulltrúi fer yfir',
      nextStepEn: 'A handler reviews',
      nextStepDate: '2026-11-23',
    });
    return id;
  }

  const lastMailTo = async (to: string) =>
    (await outbox(portal.testApp)).filter((mail) => mail.to_address === to).at(-1)!;

  it("takes the claim mails' number and the handler's phone from the content", async () => {
    const id = await visitorClaim('phone.en@example.com', 'en');
    const moved = await portal.call('sigga', 'POST', STAFF_CLAIM_API.status(id), {
      json: { status: 'in_review' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<StaffClaimDetail>().handler?.phone).toBe('555 0199');
    const mail = await lastMailTo('phone.en@example.com');
    expect(mail.text_body).toContain('Call 555 0199 if you want to add anything');
    expect(mail.text_body).not.toContain('440 2000');

    const icelandic = await visitorClaim('phone.is@example.com', 'is');
    await portal.call('sigga', 'POST', STAFF_CLAIM_API.status(icelandic), {
      json: { status: 'in_review' },
    });
    expect((await lastMailTo('phone.is@example.com')).text_body).toContain('Hringdu í 555 0199');
  });

  it("ends a car's roadside benefit with the roadside page's number", async () => {
    const response = await portal.call('anna', 'GET', PORTAL_API.benefits);
    const roadside = response
      .json<BenefitsResponse>()
      .benefits.find((benefit) => benefit.kind === 'roadside_assistance');
    expect(roadside?.description.is).toMatch(/ Sími 555 0177\.$/);
    expect(roadside?.description.en).toMatch(/ Phone \+354 555 0177\.$/);
  });

  it("tells of a contact change with the content's number in both languages", async () => {
    const changed = await portal.call('anna', 'POST', SETTINGS_API.popupInfo, {
      // A new mobile number is told at once (a new e-mail only once its link is used).
      json: { email: 'anna@example.is', mobilePhone: '6111299', homePhone: '' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const notice = (await outbox(portal.testApp))
      .filter((mail) => mail.text_body.includes('nýtt lykilorð'))
      .at(-1)!;
    expect(notice.text_body).toContain('hafðu samband við okkur í síma 555 0199.');
    expect(notice.text_body).toContain('Then choose a new password and call us on 555 0199.');
  });

  it("prints the content's number on every PDF's letterhead, and none when it has none", async () => {
    const overview = `${PORTAL_API.print}?type=policyOverview`;
    const investorDocument = `/cdn/documents/${findDocument('sfcr-2024-en')?.file}.pdf`;
    const pdfAt = async (url: string) => {
      // The overview is Anna's own; the investor documents are public.
      const response = url.startsWith('/cdn/')
        ? await portal.testApp.app.inject({ method: 'GET', url })
        : await portal.call('anna', 'GET', url);
      expect(response.statusCode, url).toBe(200);
      return pdfFlatText(response.rawPayload);
    };
    expect(await pdfAt(overview)).toContain('Sími 555 0199 · ');
    expect(await pdfAt(`${overview}&lang=en`)).toContain('Phone 555 0199 · ');
    expect(await pdfAt(investorDocument)).toContain('Phone 555 0199 · ');
    expect(await pdfAt(overview)).not.toContain('440 2000');

    await setFooterPhone(dir, '');
    try {
      // The investor document, drawn once and kept, is drawn again for the changed letterhead.
      for (const url of [overview, investorDocument]) {
        const text = await pdfAt(url);
        expect(text).not.toMatch(/Sími|Phone \S/);
        expect(text).toMatch(/@skjol\.is · skjol\.is/);
      }
    } finally {
      await setFooterPhone(dir, '555 0199');
    }
  });

  it('still reads well when the content has no number', async () => {
    await setFooterPhone(dir, '');
    try {
      const id = await visitorClaim('phone.none@example.com', 'en');
      const moved = await portal.call('sigga', 'POST', STAFF_CLAIM_API.status(id), {
        json: { status: 'in_review' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<StaffClaimDetail>().handler?.phone ?? '').toBe('');
      const mail = await lastMailTo('phone.none@example.com');
      expect(mail.text_body).toContain('Get in touch with us if you want to add anything');
      expect(mail.text_body).not.toMatch(/undefined|\{\{|Call {2}/);
    } finally {
      await setFooterPhone(dir, '555 0199');
    }
  });
});
