import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimsAwaitingHolder } from '../../../src/domain/api/claim';
import type { ClaimDraftCreated, ClaimReported } from '../../../src/domain/api/claim-report';
import type { StaffClaimDetail, StaffClaimList } from '../../../src/domain/api/claim-handling';
import { STAFF_CLAIM_API } from '../../../src/domain/api/claim-handling-paths';
import { PORTAL_API, type ClaimsResponse } from '../../../src/domain/api/portal';
import { collision } from '../support/claim-reports';
import { testDatabaseKinds } from '../support/databases';
import { ANNA, BJORN, outbox, startPortalApp, type PortalApp } from '../portal-helpers';

const API = '/api/claimreport/v1';
const VISITOR = 'gestur.tjon@example.com';
/** Someone else's account, given as the payout account. */
const STRANGERS_ACCOUNT = { bank: '0111', ledger: '26', account: '998877', ownerKennitala: BJORN };

describe.each(testDatabaseKinds)(
  "a visitor's claim in a customer's name waits for that customer on %s",
  (kind) => {
    let portal: PortalApp;
    let nextAddress = 1;
    beforeAll(async () => {
      portal = await startPortalApp(['anna', 'bjorn', 'sigga'], kind);
    });
    afterAll(() => portal.close());
    const db = () => portal.testApp.database.db;
    const host = () => new URL(portal.testApp.config.siteUrl).host;

    function reportRequest(method: 'POST' | 'PUT', url: string, key?: string, json?: unknown) {
      return portal.testApp.app.inject({
        method,
        url,
        remoteAddress: `10.7.0.${nextAddress++}`,
        headers: { host: host(), ...(key ? { 'x-claim-draft-key': key } : {}) },
        ...(json !== undefined ? { payload: json as object } : {}),
      });
    }

    /** A visitor reports a collision naming Anna, with her policy number and a stranger's account. */
    async function visitorReports(): Promise<{ id: string; number: string }> {
      const policy = await db()
        .selectFrom('policy')
        .select('number')
        .where('holder_kennitala', '=', ANNA)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      const created = await reportRequest('POST', `${API}/drafts/`, undefined, {
        type: 'vehicleCollision',
        lang: 'en',
      });
      const draft = created.json<ClaimDraftCreated>();
      const answers = collision(VISITOR, {
        policy: { policyId: '', policyNumber: policy.number },
        payout: STRANGERS_ACCOUNT,
      });
      const saved = await reportRequest('PUT', `${API}/drafts/${draft.id}/`, draft.key, {
        step: 'review',
        type: 'vehicleCollision',
        answers,
        lang: 'en',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const sent = await reportRequest('POST', `${API}/drafts/${draft.id}/submit/`, draft.key, {
        lang: 'en',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const reported = sent.json<ClaimReported>();
      expect(reported.inPortal).toBe(false);
      return { id: reported.claimId, number: reported.claimNumber };
    }

    const stored = (id: string) =>
      db()
        .selectFrom('claim')
        .select(['claimant_kennitala', 'policy_id', 'holder_confirmation'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const annasClaims = async () =>
      (await portal.call('anna', 'GET', PORTAL_API.claims))
        .json<ClaimsResponse>()
        .claims.map((claim) => claim.id);
    const awaiting = async (who: 'anna' | 'bjorn') =>
      (await portal.call(who, 'GET', PORTAL_API.claimsAwaitingHolder))
        .json<ClaimsAwaitingHolder>()
        .claims.map((claim) => claim.id);
    const decide = (
      who: 'anna' | 'bjorn' | 'sigga',
      id: string,
      decision: 'confirm' | 'reject',
      headers?: Record<string, string>,
    ) =>
      portal.call(who, 'POST', `${PORTAL_API.claimHolderDecision}?id=${id}`, {
        json: { decision },
        ...(headers ? { headers } : {}),
      });
    const move = (id: string, json: Record<string, unknown>) =>
      portal.call('sigga', 'POST', STAFF_CLAIM_API.status(id), { json });

    it('is unverified for the handler, out of her portal and unpayable, and she is told at her own address', async () => {
      const before = (await outbox(portal.testApp)).length;
      const { id, number } = await visitorReports();
      expect(await stored(id)).toEqual({
        claimant_kennitala: null,
        policy_id: null,
        holder_confirmation: 'pending',
      });
      const mails = (await outbox(portal.testApp)).slice(before);
      expect(mails.map((mail) => mail.to_address).sort()).toEqual(
        ['anna@example.is', VISITOR].sort(),
      );
      const toAnna = mails.find((mail) => mail.to_address === 'anna@example.is')!;
      expect(toAnna.subject).toBe(`A claim was reported in your name: ${number}`);
      expect(toAnna.text_body).toContain('Sign in to My Skjól');

      const queue = (
        await portal.call('sigga', 'GET', STAFF_CLAIM_API.list)
      ).json<StaffClaimList>();
      expect(queue.claims.find((row) => row.id === id)?.holderConfirmation).toBe('pending');
      const review = await move(id, { status: 'in_review' });
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json<StaffClaimDetail>()).toMatchObject({
        holderConfirmation: 'pending',
        claimantKennitala: null,
        // The desk is not offered a decision to pay.
        allowedStatuses: ['awaiting_documents', 'rejected'],
      });
      expect(await annasClaims()).not.toContain(id);
      expect(await awaiting('anna')).toContain(id);
      expect(await awaiting('bjorn')).not.toContain(id);

      const approve = await move(id, { status: 'approved', note: 'Greitt á reikninginn' });
      expect(approve.statusCode).toBe(409);
      expect(approve.json()).toMatchObject({ errorCode: 'ClaimAwaitsHolderConfirmation' });
    });

    it('nobody but the holder, signed in herself, may confirm it', async () => {
      const { id } = await visitorReports();
      const staff = await decide('sigga', id, 'confirm', { impersonatedUser: ANNA });
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toMatchObject({ errorCode: 'HolderConfirmationNotAllowedWhenActing' });
      const refused = await db()
        .selectFrom('audit_event')
        .select(['actor', 'subject'])
        .where('action', '=', 'claim.holderDecisionRefused')
        .execute();
      expect(refused).toContainEqual({ actor: 'staff:sigga', subject: ANNA });
      // Someone else, signed in as themself, finds no such claim.
      expect((await decide('bjorn', id, 'confirm')).statusCode).toBe(404);
      expect(await stored(id)).toMatchObject({ holder_confirmation: 'pending' });
    });

    it('confirmed by her, it joins her claims and policy, and mail goes to her, not the reporter', async () => {
      const { id } = await visitorReports();
      const confirmed = await decide('anna', id, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const after = await stored(id);
      expect(after).toMatchObject({ claimant_kennitala: ANNA, holder_confirmation: 'confirmed' });
      expect(after.policy_id).not.toBeNull();
      expect(await annasClaims()).toContain(id);
      expect(await awaiting('anna')).not.toContain(id);
      // Once is all: a second answer finds nothing waiting.
      expect((await decide('anna', id, 'reject')).statusCode).toBe(404);

      const before = (await outbox(portal.testApp)).length;
      expect((await move(id, { status: 'in_review' })).statusCode).toBe(200);
      const approved = await move(id, { status: 'approved', note: 'Samþykkt' });
      expect(approved.statusCode, approved.body).toBe(200);
      const mails = (await outbox(portal.testApp)).slice(before);
      expect(mails.length).toBeGreaterThan(0);
      expect(mails.every((mail) => mail.to_address === 'anna@example.is')).toBe(true);
    });

    it('rejected by her, it never reaches her claims and cannot be paid', async () => {
      const { id } = await visitorReports();
      expect((await decide('anna', id, 'reject')).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({
        claimant_kennitala: null,
        policy_id: null,
        holder_confirmation: 'rejected',
      });
      expect(await annasClaims()).not.toContain(id);
      await move(id, { status: 'in_review' });
      expect((await move(id, { status: 'approved', note: 'x' })).statusCode).toBe(409);
    });

    it('a holder whose address nobody proved is not mailed; the claim still waits', async () => {
      await db()
        .updateTable('party')
        .set({ email_verified_at: null })
        .where('kennitala', '=', ANNA)
        .execute();
      try {
        const before = (await outbox(portal.testApp)).length;
        const { id } = await visitorReports();
        const mails = (await outbox(portal.testApp)).slice(before);
        expect(mails.map((mail) => mail.to_address)).toEqual([VISITOR]);
        expect(await stored(id)).toMatchObject({ holder_confirmation: 'pending' });
      } finally {
        await db()
          .updateTable('party')
          .set({ email_verified_at: new Date() })
          .where('kennitala', '=', ANNA)
          .execute();
      }
    });
  },
);
