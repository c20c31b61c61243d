import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import { ClaimReporterProfile } from '../../../src/domain/api/claim-report';
import { partyContact } from '../party/party.repository';
import { claimablePolicyRows } from './claim-report.repository';
import { ownedDrafts } from './claim-report.service';

/**
 * /api/claimreport/v1/mine/: what the claim wizard fills in for a signed-in customer (the rest of
 * the wizard, open to visitors too, is claim-report.routes.ts).
 */
export const claimReporterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['claim report'];

  /** Who reports for a party that gave them access: themselves, with their own contact details. */
  async function representativeOf(kennitala: string) {
    const contact = await partyContact(db, kennitala);
    return {
      name: contact?.full_name ?? '',
      kennitala,
      email: contact?.email ?? '',
      phone: contact?.mobile_phone ?? '',
    };
  }

  app.get(
    '/mine/',
    {
      schema: {
        summary:
          "The signed-in customer's details, policies and unfinished reports, for the wizard",
        tags,
        response: { 200: ClaimReporterProfile, ...errors(404) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const [contact, policies, { drafts }, representative] = await Promise.all([
        partyContact(db, acting.kennitala),
        claimablePolicyRows(db, acting.kennitala),
        ownedDrafts(db, acting.kennitala),
        acting.via === 'grant' && request.auth?.kind === 'customer'
          ? representativeOf(request.auth.ssn)
          : null,
      ]);
      return {
        representative,
        name: acting.fullName,
        kennitala: acting.kennitala,
        email: contact?.email ?? '',
        phone: contact?.mobile_phone ?? '',
        policies: policies.map((policy) => ({
          id: policy.id,
          number: policy.number,
          product: { is: policy.product_name_is, en: policy.product_name_en },
          insuredObject: { is: policy.insured_object_is, en: policy.insured_object_en },
        })),
        drafts,
      };
    },
  );
};
