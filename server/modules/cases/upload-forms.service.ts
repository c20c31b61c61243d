import { translator, type ServerLanguage } from '../../i18n/locales';
import { badRequest } from '../../errors';
import type { CaseFile } from '../../uploads/attachments';
import {
  BUSINESS_PRODUCT_LABELS,
  businessInquirySchema,
  formatKennitala,
  formatPhone,
  isCompanyKennitala,
  OFFER_REQUEST_PRODUCT_LABELS,
  OPPORTUNITY_CALL_TIME_LABELS,
  opportunitySchema,
  safetyProductSchema,
  validateWith,
  WEB_TO_CASE_CATEGORY_LABELS,
  webToCaseSchema,
  type BusinessProduct,
  type OfferRequestProduct,
  type OpportunityCallTime,
  type WebToCaseCategory,
} from '../../../src/domain';
import type { CaseCreated } from '../../../src/domain/api/case';
import type { CaseQueue } from '../../../src/domain/api/values';
import { openWebformCase, type CaseDeps } from './cases.service';

/**
 * The public forms that may bring files: each applies its form's own rules again (the browser
 * applied them first), writes what staff read in the case's first message, and opens the case
 * with the files through openWebformCase, which mails the sender its number.
 */

export const BUSINESS_SUBJECT_PREFIX = 'Fyrirspurn fyrirtækis af vef';
export const SAFETY_PRODUCT_SUBJECT_PREFIX = 'Ábending um öryggisvöru';
export const WEB_TO_CASE_SUBJECT_PREFIX = 'Erindi af vef';
export const OPPORTUNITY_SUBJECT_PREFIX = 'Sölutækifæri af vef';

async function valid<T>(
  schema: Parameters<typeof validateWith<T>>[0],
  body: unknown,
  what: string,
): Promise<T> {
  const result = await validateWith(schema, body);
  if (!result.ok) throw badRequest('ValidationFailed', `The ${what} is not valid`, result.errors);
  return result.value;
}

/** A company asks about insuring its operations: the company queue, matched by its kennitala. */
export async function submitBusinessInquiry(
  deps: CaseDeps,
  body: unknown,
  files: readonly CaseFile[],
  language: ServerLanguage,
): Promise<CaseCreated> {
  const form = await valid(businessInquirySchema, body, 'business inquiry');
  const products = [...new Set(form.products)] as BusinessProduct[];
  const labels = products.map((product) => BUSINESS_PRODUCT_LABELS[product]).join(', ');
  return openWebformCase(
    deps,
    {
      kind: 'business',
      queue: 'company',
      subject: `${BUSINESS_SUBJECT_PREFIX}: ${form.companyName}`,
      name: form.contactName,
      email: form.email,
      ssn: form.companySsn,
      ssnMustExist: false,
      body: [
        `${form.companyName} (${formatKennitala(form.companySsn)})`,
        `Tengiliður: ${form.contactName} · ${formatPhone(form.phone)}`,
        `Starfsmenn: ${form.employees}`,
        `Áhugi á: ${labels}`,
        '',
        form.description,
      ].join('\n'),
      files,
    },
    language,
  );
}

/** A customer tells us of a product that prevents damage: the individual queue. */
export async function submitSafetyProductSuggestion(
  deps: CaseDeps,
  body: unknown,
  files: readonly CaseFile[],
  language: ServerLanguage,
): Promise<CaseCreated> {
  const form = await valid(safetyProductSchema, body, 'suggestion');
  return openWebformCase(
    deps,
    {
      kind: 'safetyProductSuggestion',
      queue: 'individual',
      subject: `${SAFETY_PRODUCT_SUBJECT_PREFIX}: ${form.productName}`,
      name: form.name,
      email: form.email,
      ssn: null,
      body: [
        `Vara: ${form.productName}`,
        ...(form.whereToBuy ? [`Fæst: ${form.whereToBuy}`] : []),
        '',
        form.reason,
      ].join('\n'),
      files,
    },
    language,
  );
}

const WEB_TO_CASE_QUEUES: Record<WebToCaseCategory, CaseQueue> = {
  claim: 'claims',
  policy: 'individual',
  payment: 'individual',
  document: 'individual',
  other: 'individual',
};

/**
 * Web-to-case: a case posted by another part of the site. A claim goes to the claims queue; the
 * rest to the individual queue, or the company queue when the kennitala is a company's. A valid
 * kennitala of nobody we know is refused as the inquiry refuses it.
 */
export async function submitWebToCase(
  deps: CaseDeps,
  body: unknown,
  files: readonly CaseFile[],
  language: ServerLanguage,
): Promise<CaseCreated> {
  const form = await valid(webToCaseSchema, body, 'case');
  const category = form.category as WebToCaseCategory;
  const queue =
    category !== 'claim' && form.ssn !== '' && isCompanyKennitala(form.ssn)
      ? 'company'
      : WEB_TO_CASE_QUEUES[category];
  return openWebformCase(
    deps,
    {
      kind: 'webToCase',
      queue,
      subject: `${WEB_TO_CASE_SUBJECT_PREFIX}: ${form.subject}`,
      name: form.name || form.email,
      email: form.email,
      ssn: form.ssn === '' ? null : form.ssn,
      body: [`Flokkur: ${WEB_TO_CASE_CATEGORY_LABELS[category]}`, '', form.description].join('\n'),
      files,
    },
    language,
  );
}

/** A sales lead: call me about insurance. The company queue for a company's kennitala. */
export async function submitOpportunity(
  deps: CaseDeps,
  body: unknown,
  files: readonly CaseFile[],
  language: ServerLanguage,
): Promise<CaseCreated> {
  const form = await valid(opportunitySchema, body, 'request');
  const products = [...new Set(form.products)] as OfferRequestProduct[];
  const labels = products.map((product) => OFFER_REQUEST_PRODUCT_LABELS[product]).join(', ');
  const company = form.ssn !== '' && isCompanyKennitala(form.ssn);
  return openWebformCase(
    deps,
    {
      kind: 'opportunity',
      queue: company ? 'company' : 'individual',
      subject: `${OPPORTUNITY_SUBJECT_PREFIX}: ${labels}`,
      name: form.name,
      email: form.email,
      ssn: form.ssn === '' ? null : form.ssn,
      ssnMustExist: false,
      body: [
        `Hringja í ${formatPhone(form.phone)}: ${OPPORTUNITY_CALL_TIME_LABELS[form.callTime as OpportunityCallTime]}`,
        `Áhugi á: ${labels}`,
        ...(form.note ? ['', form.note] : []),
      ].join('\n'),
      files,
      // The mail repeats when the adviser calls, in the sender's language.
      promiseValues: {
        phone: formatPhone(form.phone),
        callTime: translator(language, 'attachmentForms')(`callTime_${form.callTime}`),
      },
    },
    language,
  );
}
