import type { ServerLanguage } from '../../i18n/locales';
import { badRequest } from '../../errors';
import {
  CHILD_COVER_LABELS,
  createChildInsuranceSchema,
  createOkuvisirSchema,
  createSalesPromotionSchema,
  SALES_CAMPAIGNS,
  SALES_PRODUCT_LABELS,
  type SalesProduct,
  formatIsk,
  formatKennitala,
  formatPhone,
  isCompanyKennitala,
  otherMattersSchema,
  validateWith,
  CHILD_COVER_SUMS,
  type ChildCoverLevel,
} from '../../../src/domain';
import type { CaseCreated } from '../../../src/domain/api/case';
import { openWebformCase, type CaseDeps } from './cases.service';

/**
 * The public JSON forms that become cases (child insurance, Ökuvísir, other matters): each
 * applies its form's rules again, writes what staff read in the case's first message, and opens
 * the case through openWebformCase, which mails the sender its number.
 */

export const CHILD_INSURANCE_SUBJECT_PREFIX = 'Umsókn um barnatryggingu';
export const OKUVISIR_SUBJECT_PREFIX = 'Skráning í Ökuvísi';
export const OTHER_MATTERS_SUBJECT_PREFIX = 'Önnur erindi af vef';
export const SALES_PROMOTION_SUBJECT_PREFIX = 'Tilboð úr herferð';

async function valid<T>(
  schema: Parameters<typeof validateWith<T>>[0],
  body: unknown,
  what: string,
): Promise<T> {
  const result = await validateWith(schema, body);
  if (!result.ok) throw badRequest('ValidationFailed', `The ${what} is not valid`, result.errors);
  return result.value;
}

/** A parent applies for child insurance: the individual queue, tied to the parent if a customer. */
export async function submitChildInsurance(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
  now: () => Date = () => new Date(),
): Promise<CaseCreated> {
  const form = await valid(createChildInsuranceSchema(now), body, 'application');
  const level = form.coverLevel as ChildCoverLevel;
  return openWebformCase(
    deps,
    {
      kind: 'childInsurance',
      queue: 'individual',
      subject: `${CHILD_INSURANCE_SUBJECT_PREFIX}: ${form.childName}`,
      name: form.parentName,
      email: form.email,
      ssn: form.parentSsn,
      // The applicant need not be a customer yet; the case belongs to them once they are.
      ssnMustExist: false,
      body: [
        `Barn: ${form.childName}, kt. ${formatKennitala(form.childSsn)}`,
        `Vernd: ${CHILD_COVER_LABELS[level]} (${formatIsk(CHILD_COVER_SUMS[level], 'is')})`,
        `Foreldri: ${form.parentName}, kt. ${formatKennitala(form.parentSsn)}, sími ${formatPhone(form.phone)}`,
        'Samþykkir skilmála og vinnslu upplýsinga: já',
      ].join('\n'),
    },
    language,
  );
}

/** A driver signs up for Ökuvísir: the individual queue, which sends the app and links the car. */
export async function submitOkuvisir(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
  now: () => Date = () => new Date(),
): Promise<CaseCreated> {
  const form = await valid(createOkuvisirSchema(now), body, 'sign-up');
  return openWebformCase(
    deps,
    {
      kind: 'okuvisir',
      queue: 'individual',
      subject: `${OKUVISIR_SUBJECT_PREFIX}: ${form.registration}`,
      name: form.name,
      email: form.email,
      ssn: form.ssn,
      ssnMustExist: false,
      body: [
        `Bíll: ${form.registration}`,
        `Ökumaður: ${form.name}, kt. ${formatKennitala(form.ssn)}, sími ${formatPhone(form.phone)}`,
        'Samþykkir gagnanotkun appsins: já',
      ].join('\n'),
    },
    language,
  );
}

/** Anything else: the individual queue, or the company queue for a company's kennitala. */
export async function submitOtherMatters(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
): Promise<CaseCreated> {
  const form = await valid(otherMattersSchema, body, 'message');
  return openWebformCase(
    deps,
    {
      kind: 'otherMatters',
      queue: form.ssn !== '' && isCompanyKennitala(form.ssn) ? 'company' : 'individual',
      subject: `${OTHER_MATTERS_SUBJECT_PREFIX}: ${form.subject}`,
      name: form.name,
      email: form.email,
      ssn: form.ssn === '' ? null : form.ssn,
      body: form.message,
    },
    language,
  );
}

/** A request for a campaign's offer: the sales team's queue, with the campaign and the products. */
export async function submitSalesPromotion(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
  now: () => Date = () => new Date(),
): Promise<CaseCreated> {
  const form = await valid(createSalesPromotionSchema(now), body, 'request');
  const campaign = SALES_CAMPAIGNS.find((row) => row.code === form.campaignCode)!;
  const products = [...new Set(form.products)] as SalesProduct[];
  const labels = products.map((product) => SALES_PRODUCT_LABELS[product]).join(', ');
  return openWebformCase(
    deps,
    {
      kind: 'salesPromotion',
      queue: 'sales',
      subject: `${SALES_PROMOTION_SUBJECT_PREFIX} ${campaign.code}: ${labels}`,
      name: form.name,
      email: form.email,
      ssn: null,
      body: [
        `Herferð: ${campaign.code} (${campaign.title.is})`,
        `Áhugi á: ${labels}`,
        `Hringja í ${formatPhone(form.phone)}`,
      ].join('\n'),
      promiseValues: { phone: formatPhone(form.phone) },
    },
    language,
  );
}
