import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import { GiveGrantRequest } from '../../src/domain/api/access-grants';
import { createGiveGrantSchema } from '../../src/domain/api/access-grant-rules';
import {
  AppointmentRequest,
  BusinessInquiryFields,
  ChildInsuranceRequest,
  InquiryRequest,
  LetUsKnowRequest,
  OfferRequest,
  OkuvisirRequest,
  OpportunityRequest,
  OtherMattersRequest,
  SafetyProductFields,
  SalesPromotionRequest,
  WebToCaseFields,
} from '../../src/domain/api/case';
import {
  LiabilityUpdateRequest,
  PersonalUpdateRequest,
  TravelUpdateRequest,
} from '../../src/domain/api/company';
import { ConferenceSignupRequest } from '../../src/domain/api/events';
import { LotteryEntryRequest } from '../../src/domain/api/lottery';
import { NewsletterSignupRequest } from '../../src/domain/api/newsletter';
import { BankInfoRequest } from '../../src/domain/api/payment-details';
import { ChangePasswordRequest, PopupInfoRequest } from '../../src/domain/api/settings';
import { changePasswordSchema } from '../../src/domain/api/settings-rules';
import { CreateMemoRequest, SignMobileRequest } from '../../src/domain/api/signing';
import { StaffContactChangeRequest } from '../../src/domain/api/staff-contact';
import { staffContactChangeSchema } from '../../src/domain/api/staff-contact-rules';
import {
  appointmentSchema,
  bankInfoSchema,
  businessInquirySchema,
  conferenceSignupSchema,
  contactDetailsSchema,
  createChildInsuranceSchema,
  createOkuvisirSchema,
  createSalesPromotionSchema,
  inquirySchema,
  letUsKnowSchema,
  liabilityUpdateSchema,
  lotteryEntrySchema,
  newsletterSignupSchema,
  offerRequestSchema,
  opportunitySchema,
  otherMattersSchema,
  personalUpdateSchema,
  safetyProductSchema,
  travelUpdateSchema,
  webToCaseSchema,
} from '../../src/domain/forms';
import {
  accidentQuoteSchema,
  carQuoteSchema,
  contentsQuoteSchema,
  houseQuoteSchema,
  travelQuoteSchema,
} from '../../src/domain/forms/quote';
import { mobileSigningSchema, signingMemoSchema } from '../../src/domain/forms/signing';
import {
  AccidentQuoteInput,
  CarQuoteInput,
  ContentsQuoteInput,
  HouseQuoteInput,
  TravelQuoteInput,
} from '../../src/domain/api/quote';

/**
 * Every form endpoint whose request has a TypeBox shape (what the server's Ajv checks and the
 * OpenAPI document shows) and yup rules (what Formik and the server's service check, with the
 * translated messages). `extra` are the fields only the shape has: the page's language, the
 * honeypot, the document id in the path-like body, and so on.
 */
type Pair = { endpoint: string; shape: TSchema; rules: AnyObjectSchema; extra?: string[] };

const TODAY = '2026-12-02';
const PUBLIC = ['lang', 'website'];

const PAIRS: Pair[] = [
  {
    endpoint: 'POST /api/form/v1/inquiry/',
    shape: InquiryRequest,
    rules: inquirySchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/offerrequest/',
    shape: OfferRequest,
    rules: offerRequestSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/letusknow/',
    shape: LetUsKnowRequest,
    rules: letUsKnowSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/requestappointment/',
    shape: AppointmentRequest,
    rules: appointmentSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/childinsurance/',
    shape: ChildInsuranceRequest,
    rules: createChildInsuranceSchema(),
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/okuvisir/',
    shape: OkuvisirRequest,
    rules: createOkuvisirSchema(),
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/other/',
    shape: OtherMattersRequest,
    rules: otherMattersSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/salespromotion/',
    shape: SalesPromotionRequest,
    rules: createSalesPromotionSchema(),
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v2/business/',
    shape: BusinessInquiryFields,
    rules: businessInquirySchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/safetyproductsuggestion/',
    shape: SafetyProductFields,
    rules: safetyProductSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/webtocase/',
    shape: WebToCaseFields,
    rules: webToCaseSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/opportunity/ and v2',
    shape: OpportunityRequest,
    rules: opportunitySchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/form/v1/conferencesignup/',
    shape: ConferenceSignupRequest,
    rules: conferenceSignupSchema,
    extra: PUBLIC,
  },
  {
    // A calendar door's entry answers with its quiz score instead of an option (calendarEntrySchema).
    endpoint: 'POST /api/form/v1/lotterygame/',
    shape: LotteryEntryRequest,
    rules: lotteryEntrySchema.omit(['answer']),
    extra: [...PUBLIC, 'calendarDay', 'answer'],
  },
  {
    endpoint: 'POST /api/form/v1/forvarnarsignup/',
    shape: NewsletterSignupRequest,
    rules: newsletterSignupSchema,
    extra: PUBLIC,
  },
  {
    endpoint: 'POST /api/user/v1/settings/popupinfo/',
    shape: PopupInfoRequest,
    rules: contactDetailsSchema,
  },
  {
    endpoint: 'POST /api/user/v1/settings/bankinfo/',
    shape: BankInfoRequest,
    rules: bankInfoSchema,
  },
  {
    endpoint: 'POST /api/user/v1/settings/changepassword/',
    shape: ChangePasswordRequest,
    rules: changePasswordSchema,
  },
  {
    endpoint: 'POST /api/user/v2/settings/grantedaccess/',
    shape: GiveGrantRequest,
    rules: createGiveGrantSchema(TODAY),
  },
  {
    endpoint: 'POST /api/staff/v1/customers/{kennitala}/contact/',
    shape: StaffContactChangeRequest,
    rules: staffContactChangeSchema,
    extra: ['language'],
  },
  {
    endpoint: 'POST /api/user/v3/sign/gopro/mobile/',
    shape: SignMobileRequest,
    rules: mobileSigningSchema,
    extra: ['id', 'lang'],
  },
  {
    endpoint: 'POST /api/user/v2/memo/create/',
    shape: CreateMemoRequest,
    rules: signingMemoSchema,
    extra: ['id'],
  },
  {
    endpoint: 'POST /api/user/v1/company/liability/update/',
    shape: LiabilityUpdateRequest,
    rules: liabilityUpdateSchema(TODAY),
    extra: ['lang'],
  },
  {
    endpoint: 'POST /api/user/v1/company/personal/update/',
    shape: PersonalUpdateRequest,
    rules: personalUpdateSchema(TODAY),
    extra: ['lang'],
  },
  {
    endpoint: 'POST /api/user/v1/company/travel/update/',
    shape: TravelUpdateRequest,
    rules: travelUpdateSchema(TODAY),
    extra: ['lang'],
  },
  // The calculators' items, in the quote's price, save and buy requests.
  { endpoint: 'POST /api/quote/v1/price/ (car)', shape: CarQuoteInput, rules: carQuoteSchema },
  {
    endpoint: 'POST /api/quote/v1/price/ (contents)',
    shape: ContentsQuoteInput,
    rules: contentsQuoteSchema,
  },
  {
    // The latest year moves with the calendar: the rules hold it, the shape the earliest.
    endpoint: 'POST /api/quote/v1/price/ (house)',
    shape: HouseQuoteInput,
    rules: houseQuoteSchema.omit(['builtYear']),
    extra: ['builtYear'],
  },
  {
    // Destination and days count only for a single trip, a rule between fields.
    endpoint: 'POST /api/quote/v1/price/ (travel)',
    shape: TravelQuoteInput,
    rules: travelQuoteSchema.omit(['destination', 'days']),
    extra: ['destination', 'days'],
  },
  {
    endpoint: 'POST /api/quote/v1/price/ (accident)',
    shape: AccidentQuoteInput,
    rules: accidentQuoteSchema,
  },
];

/** The limits one field states, in JSON Schema's words, whichever library states them. */
type Limits = {
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Limits;
};

type Json = Record<string, unknown>;

function drop(limits: Limits): Limits {
  return Object.fromEntries(
    Object.entries(limits).filter(([, value]) => value !== undefined),
  ) as Limits;
}

function testParam(field: SchemaDescription, name: string, param: string): unknown {
  return field.tests.find((test) => test.name === name)?.params?.[param];
}

function yupLimits(described: SchemaFieldDescription): Limits {
  const field = described as SchemaDescription & { innerType?: SchemaFieldDescription };
  const min = testParam(field, 'min', 'min') as number | undefined;
  const max = testParam(field, 'max', 'max') as number | undefined;
  const choices = (field.oneOf ?? []).filter(
    (value) => typeof value === 'string' || typeof value === 'number',
  ) as (string | number)[];
  const regex = testParam(field, 'matches', 'regex') as RegExp | undefined;
  switch (field.type) {
    case 'number':
      return drop({
        enum: choices.length > 0 ? [...choices].sort() : undefined,
        minimum: min,
        maximum: max,
      });
    case 'array':
      return drop({
        minItems: min,
        maxItems: max,
        items: field.innerType ? yupLimits(field.innerType) : undefined,
      });
    case 'boolean':
      return {};
    default:
      return drop({
        enum: choices.length > 0 ? [...choices].sort() : undefined,
        minLength: min,
        maxLength: max,
        pattern: regex?.source,
      });
  }
}

/** The branches of a union (a nullable field is X or null), or the schema itself. */
function branches(schema: Json): Json[] {
  const anyOf = schema.anyOf as Json[] | undefined;
  return anyOf ? anyOf.flatMap(branches) : [schema];
}

function shapeLimits(schema: Json, type: string): Limits {
  const all = branches(schema);
  const of = (kinds: string[]) => all.find((branch) => kinds.includes(branch.type as string));
  const choices = all.flatMap((branch) =>
    Array.isArray(branch.enum)
      ? (branch.enum as (string | number)[])
      : 'const' in branch
        ? [branch.const as string | number]
        : [],
  );
  const enumeration = choices.length > 0 ? [...choices].sort() : undefined;
  if (type === 'number') {
    const number = of(['number', 'integer']) ?? {};
    return drop({
      enum: enumeration,
      minimum: number.minimum as number,
      maximum: number.maximum as number,
    });
  }
  if (type === 'array') {
    const array = of(['array']) ?? {};
    return drop({
      minItems: array.minItems as number,
      maxItems: array.maxItems as number,
      items: array.items ? shapeLimits(array.items as Json, 'string') : undefined,
    });
  }
  if (type === 'boolean') return {};
  const string = of(['string']) ?? {};
  return drop({
    enum: enumeration,
    minLength: string.minLength as number,
    maxLength: string.maxLength as number,
    pattern: string.pattern as string,
  });
}

/**
 * A field the rules judge by its form (a kennitala, a phone number, an e-mail address, a date)
 * states no length of its own; the shape still bounds what the server reads. Such a bound is no
 * difference. Every limit the rules do state, the shape must state the same.
 */
function withoutTransportBound(shape: Limits, rules: Limits): Limits {
  const result = { ...shape };
  if (rules.maxLength === undefined && rules.enum === undefined && rules.pattern === undefined)
    delete result.maxLength;
  if (rules.maxItems === undefined) delete result.maxItems;
  if (result.items && rules.items) result.items = withoutTransportBound(result.items, rules.items);
  return result;
}

describe('each form endpoint declares its shape once: the TypeBox body states what the yup rules enforce', () => {
  it.each(PAIRS.map((pair) => [pair.endpoint, pair] as const))('%s', (_endpoint, pair) => {
    const fields = pair.rules.describe().fields;
    const properties = (pair.shape as Json).properties as Record<string, Json>;
    const expectedNames = [...Object.keys(fields), ...(pair.extra ?? [])].sort();
    expect(Object.keys(properties).sort()).toEqual(expectedNames);

    const differences: Record<string, { rules: Limits; shape: Limits }> = {};
    for (const [name, field] of Object.entries(fields)) {
      const rules = yupLimits(field);
      const shape = withoutTransportBound(
        shapeLimits(properties[name]!, (field as SchemaDescription).type),
        rules,
      );
      if (JSON.stringify(rules) !== JSON.stringify(shape)) differences[name] = { rules, shape };
    }
    expect(differences).toEqual({});
  });
});

describe('the walk itself', () => {
  it('finds a maximum the shape leaves out', () => {
    const rules = inquirySchema.describe().fields.description!;
    expect(yupLimits(rules)).toMatchObject({ maxLength: 999 });
    expect(shapeLimits({ type: 'string' }, 'string')).toEqual({});
  });

  it('lets the shape bound a field the rules judge by its form, and no other', () => {
    expect(withoutTransportBound({ maxLength: 20 }, {})).toEqual({});
    expect(withoutTransportBound({ maxLength: 4000 }, { maxLength: 999 })).toEqual({
      maxLength: 4000,
    });
    expect(withoutTransportBound({ maxLength: 20 }, { enum: ['a'] })).toEqual({ maxLength: 20 });
  });

  it("reads an enum through a nullable union and a list's items", () => {
    expect(shapeLimits({ anyOf: [{ enum: ['b', 'a'] }, { type: 'null' }] }, 'string')).toEqual({
      enum: ['a', 'b'],
    });
    expect(shapeLimits({ type: 'array', maxItems: 2, items: { enum: ['x'] } }, 'array')).toEqual({
      maxItems: 2,
      items: { enum: ['x'] },
    });
  });
});
