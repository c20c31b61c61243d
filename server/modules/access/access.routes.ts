import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyInvolvementResponse,
  GiveGrantRequest,
  GrantGiven,
  GrantIdParams,
  GrantsGivenResponse,
  GrantsHeldResponse,
  HolderLookupRequest,
  HolderLookupResponse,
} from '../../../src/domain/api/access-grants';
import { createGiveGrantSchema } from '../../../src/domain/api/access-grant-rules';
import { todayInIceland } from '../../../src/domain/calendar';
import { errors } from '../../../src/domain/api/common';
import {
  assertMayManageGrants,
  companyInvolvement,
  endGrant,
  giveGrant,
  grantsGiven,
  grantsHeld,
  lookupHolder,
  personOf,
} from './access.service';

const noContent = { 204: { type: 'null', description: 'Revoked' } } as const;

/**
 * Access grants (docs/behaviour.md, Portal › Access grants): /api/user/v1/settings/{accessgrants,grantedaccess,
 * companyinvolvement}/ and /api/user/v2/settings/grantedaccess/. Every call goes through
 * request.actingParty(), so the acting rules (grants checked per call, read-only staff only read)
 * hold here too; decision 012 adds who may give and revoke.
 */
export const accessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['access grants'];

  const context = async (request: FastifyRequest) => {
    const auth = request.auth!;
    const acting = await request.actingParty();
    return { auth, acting, ip: request.ip };
  };

  app.get(
    '/v1/settings/accessgrants/',
    {
      schema: {
        summary: 'The grants the acting party has given (expired ones until revoked)',
        tags,
        response: { 200: GrantsGivenResponse },
      },
    },
    async (request) => {
      const { auth, acting } = await context(request);
      return grantsGiven(db, auth, acting, new Date());
    },
  );

  app.get(
    '/v1/settings/grantedaccess/',
    {
      schema: {
        summary: 'The grants in force that the signed-in person holds: whom they may act for',
        tags,
        response: { 200: GrantsHeldResponse },
      },
    },
    async (request) => {
      const { auth, acting } = await context(request);
      return grantsHeld(db, personOf(auth, acting), new Date());
    },
  );

  app.delete(
    '/v1/settings/grantedaccess/:id/',
    {
      schema: {
        summary: 'The holder gives up access they hold (revoke by holder)',
        tags,
        params: GrantIdParams,
        response: { ...noContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { auth, acting, ip } = await context(request);
      await endGrant(
        db,
        { auth, ip },
        request.params.id,
        { holder: personOf(auth, acting) },
        new Date(),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/settings/companyinvolvement/',
    {
      schema: {
        summary:
          'Companies the signed-in person is involved with, and whether they can act for each',
        tags,
        response: { 200: CompanyInvolvementResponse },
      },
    },
    async (request) => {
      const { auth, acting } = await context(request);
      return companyInvolvement(db, personOf(auth, acting), new Date());
    },
  );

  app.post(
    '/v2/settings/grantedaccess/lookup/',
    {
      schema: {
        summary: 'The name behind a kennitala, when the acting party could give that person access',
        tags,
        body: HolderLookupRequest,
        response: {
          ...errors(404, 409, 429),
          200: HolderLookupResponse,
        },
      },
    },
    async (request) => {
      const { auth, acting, ip } = await context(request);
      await assertMayManageGrants(db, auth, acting);
      return lookupHolder(db, { auth, acting, ip }, request.body, new Date());
    },
  );

  app.post(
    '/v2/settings/grantedaccess/',
    {
      config: { formRules: () => createGiveGrantSchema(todayInIceland()) },
      schema: {
        summary: 'Gives a person access to act for the acting party',
        tags,
        body: GiveGrantRequest,
        response: { ...errors(404, 409, 429), 201: GrantGiven },
      },
    },
    async (request, reply) => {
      const { auth, acting, ip } = await context(request);
      await assertMayManageGrants(db, auth, acting);
      const grant = await giveGrant(db, { auth, acting, ip }, request.body, new Date());
      return reply.code(201).send(grant);
    },
  );

  app.delete(
    '/v2/settings/grantedaccess/:id/',
    {
      schema: {
        summary: 'The grantor (acting party) revokes a grant it gave',
        tags,
        params: GrantIdParams,
        response: { ...noContent, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { auth, acting, ip } = await context(request);
      await assertMayManageGrants(db, auth, acting);
      await endGrant(
        db,
        { auth, ip },
        request.params.id,
        { grantor: acting.kennitala },
        new Date(),
      );
      return reply.code(204).send(null);
    },
  );
};
