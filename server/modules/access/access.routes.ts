import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCESS_GRANT_SCOPES, COMPANY_ROLES } from '../../../src/domain/api/access-grants';
import { resolveActingParty } from '../../identity/authenticate';
import { errors, IsoDate, Nullable, Uuid } from '../../../src/domain/api/common';
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

const grantGivenSchema = {
  type: 'object',
  required: ['id', 'holderSsn', 'holderName', 'scope', 'validTo', 'createdAt', 'status'],
  properties: {
    id: Uuid,
    holderSsn: { type: 'string' },
    holderName: { type: 'string' },
    scope: { type: 'string', enum: ACCESS_GRANT_SCOPES },
    validTo: {
      ...Nullable(IsoDate),
      description: 'Last day the grant is valid; null: until revoked',
    },
    createdAt: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['active', 'expired'] },
  },
} as const;

const grantsGivenSchema = {
  type: 'object',
  required: ['grantor', 'canManage', 'grants'],
  properties: {
    grantor: {
      type: 'object',
      required: ['ssn', 'name', 'isCompany'],
      properties: {
        ssn: { type: 'string' },
        name: { type: 'string' },
        isCompany: { type: 'boolean' },
      },
    },
    canManage: {
      type: 'boolean',
      description: 'Whether the caller may give and revoke these grants (decision 012)',
    },
    grants: { type: 'array', items: grantGivenSchema },
  },
} as const;

const grantsHeldSchema = {
  type: 'object',
  required: ['grants'],
  properties: {
    grants: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'grantorSsn',
          'grantorName',
          'grantorIsCompany',
          'scope',
          'validTo',
          'createdAt',
        ],
        properties: {
          id: Uuid,
          grantorSsn: { type: 'string' },
          grantorName: { type: 'string' },
          grantorIsCompany: { type: 'boolean' },
          scope: { type: 'string', enum: ACCESS_GRANT_SCOPES },
          validTo: Nullable(IsoDate),
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;

const involvementSchema = {
  type: 'object',
  required: ['companies'],
  properties: {
    companies: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ssn', 'name', 'role', 'canActFor'],
        properties: {
          ssn: { type: 'string' },
          name: { type: 'string' },
          role: { type: 'string', enum: COMPANY_ROLES },
          canActFor: { type: 'boolean' },
        },
      },
    },
  },
} as const;

// Shapes only: the kennitala and date rules are src/domain's, applied in the service so the
// form and the server give the same field errors.
const giveBody = {
  type: 'object',
  required: ['ssn'],
  properties: {
    ssn: { type: 'string', maxLength: 20, description: 'The holder’s kennitala' },
    validTo: {
      type: ['string', 'null'],
      maxLength: 10,
      description: `Optional last day (YYYY-MM-DD), after today`,
    },
  },
} as const;

const lookupBody = {
  type: 'object',
  required: ['ssn'],
  properties: { ssn: { type: 'string', maxLength: 20 } },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: Uuid },
} as const;

const noContent = { 204: { type: 'null', description: 'Revoked' } } as const;

/**
 * Access grants (docs/behaviour.md, Portal › Access grants): /api/user/v1/settings/{accessgrants,grantedaccess,
 * companyinvolvement}/ and /api/user/v2/settings/grantedaccess/. Every call goes through
 * resolveActingParty, so the acting rules (grants checked per call, read-only staff only read)
 * hold here too; decision 012 adds who may give and revoke.
 */
export const accessRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['access grants'];

  const context = async (request: FastifyRequest) => {
    const auth = request.auth!;
    const acting = await resolveActingParty(request);
    return { auth, acting, ip: request.ip };
  };

  app.get(
    '/v1/settings/accessgrants/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The grants the acting party has given (expired ones until revoked)',
        tags,
        response: { 200: grantsGivenSchema },
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
      preHandler: app.requireAuth,
      schema: {
        summary: 'The grants in force that the signed-in person holds: whom they may act for',
        tags,
        response: { 200: grantsHeldSchema },
      },
    },
    async (request) => {
      const { auth, acting } = await context(request);
      return grantsHeld(db, personOf(auth, acting), new Date());
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/settings/grantedaccess/:id/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The holder gives up access they hold (revoke by holder)',
        tags,
        params: idParams,
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
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/settings/companyinvolvement/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary:
          'Companies the signed-in person is involved with, and whether they can act for each',
        tags,
        response: { 200: involvementSchema },
      },
    },
    async (request) => {
      const { auth, acting } = await context(request);
      return companyInvolvement(db, personOf(auth, acting), new Date());
    },
  );

  app.post<{ Body: { ssn: string } }>(
    '/v2/settings/grantedaccess/lookup/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The name behind a kennitala, when the acting party could give that person access',
        tags,
        body: lookupBody,
        response: {
          ...errors(404, 409, 429),
          200: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      const { auth, acting, ip } = await context(request);
      await assertMayManageGrants(db, auth, acting);
      return lookupHolder(db, { auth, acting, ip }, request.body, new Date());
    },
  );

  app.post<{ Body: { ssn: string; validTo?: string | null } }>(
    '/v2/settings/grantedaccess/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Gives a person access to act for the acting party',
        tags,
        body: giveBody,
        response: { ...errors(404, 409, 429), 201: grantGivenSchema },
      },
    },
    async (request, reply) => {
      const { auth, acting, ip } = await context(request);
      await assertMayManageGrants(db, auth, acting);
      const grant = await giveGrant(db, { auth, acting, ip }, request.body, new Date());
      return reply.code(201).send(grant);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v2/settings/grantedaccess/:id/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The grantor (acting party) revokes a grant it gave',
        tags,
        params: idParams,
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
      return reply.code(204).send();
    },
  );
};
