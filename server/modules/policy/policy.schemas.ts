import {
  BENEFIT_KINDS,
  DOCUMENT_CATEGORIES,
  PAYMENT_FREQUENCIES,
  POLICY_STATUSES,
} from '../../../src/domain/api/portal';
import {
  iskSchema,
  isoDateSchema,
  localizedSchema,
  productSchema,
  uuidSchema,
} from '../print/portal';

/** Response schemas of /api/policy/: they also decide which fields leave the server. */

export const coverageSchema = {
  type: 'object',
  required: ['id', 'name', 'sumInsured', 'deductible'],
  properties: {
    id: uuidSchema,
    name: localizedSchema,
    sumInsured: { type: ['integer', 'null'] },
    deductible: { type: ['integer', 'null'] },
  },
} as const;

export const policyDocumentRefSchema = {
  type: 'object',
  required: ['id', 'title', 'category', 'createdAt', 'unread'],
  properties: {
    id: uuidSchema,
    title: localizedSchema,
    category: { type: 'string', enum: DOCUMENT_CATEGORIES },
    createdAt: { type: 'string', format: 'date-time' },
    unread: { type: 'boolean' },
  },
} as const;

export const policySchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'holderSsn',
    'holderName',
    'product',
    'insuredObject',
    'periodStart',
    'periodEnd',
    'annualPremium',
    'paymentFrequency',
    'status',
    'coverages',
    'documents',
  ],
  properties: {
    id: uuidSchema,
    number: { type: 'string' },
    holderSsn: { type: 'string' },
    holderName: { type: 'string' },
    product: productSchema,
    insuredObject: localizedSchema,
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    annualPremium: iskSchema,
    paymentFrequency: { type: 'string', enum: PAYMENT_FREQUENCIES },
    status: { type: 'string', enum: POLICY_STATUSES },
    coverages: { type: 'array', items: coverageSchema },
    documents: { type: 'array', items: policyDocumentRefSchema },
  },
} as const;

export const policyOverviewSchema = {
  type: 'object',
  required: ['policies', 'totals'],
  properties: {
    policies: { type: 'array', items: policySchema },
    totals: {
      type: 'object',
      required: ['annualPremium', 'activeCount', 'pendingCount', 'endedCount'],
      properties: {
        annualPremium: iskSchema,
        activeCount: { type: 'integer' },
        pendingCount: { type: 'integer' },
        endedCount: { type: 'integer' },
      },
    },
  },
} as const;

export const benefitsSchema = {
  type: 'object',
  required: ['benefits', 'customerYears', 'totalDiscountPercent'],
  properties: {
    benefits: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'title', 'description', 'discountPercent', 'policyIds'],
        properties: {
          id: { type: 'string' },
          kind: { type: 'string', enum: BENEFIT_KINDS },
          title: localizedSchema,
          description: localizedSchema,
          discountPercent: { type: ['number', 'null'] },
          policyIds: { type: 'array', items: uuidSchema },
        },
      },
    },
    customerYears: { type: 'integer' },
    totalDiscountPercent: { type: 'number' },
  },
} as const;
