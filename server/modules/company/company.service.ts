import type {
  CompanyOverviewResponse,
  LiabilityPolicyResponse,
  PendingUpdate,
  PersonalPolicyResponse,
  TravelPolicyResponse,
  UpdateRequested,
} from '../../../src/domain/api/company';
import { todayInIceland } from '../../../src/domain/calendar';
import { formatIsk, formatKennitala } from '../../../src/domain/format';
import {
  COMPANY_POLICY_LABELS,
  COMPANY_POLICY_PRODUCT,
  COMPANY_UPDATE_FIELD_LABELS,
  companyUpdateSchema,
  validateWith,
  type CompanyPolicyKind,
} from '../../../src/domain';
import type { CaseStatus } from '../../../src/domain/api/values';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { actorOf, mayWrite, type ActingParty, type AuthContext } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { recordAuditEvent } from '../audit/audit.repository';
import { openWebformCase, type CaseDeps } from '../cases/cases.service';
import { partyContact } from '../party/party.repository';
import { coverageRows } from '../policy/policy.repository';
import { installmentsOverview } from '../payment/payment.service';
import { effectiveStatus } from '../policy/policy.service';
import {
  employeeRows,
  insertUpdateRequest,
  liabilityRow,
  listPolicyRows,
  openUpdateRequest,
  representativeRows,
  tripRows,
} from './company.repository';

/**
 * Company customers' policies (decision 029): what the liability, employee accident and company
 * travel policies insure today, and a representative's change request, which becomes a case in
 * the company queue and is pending while that case is open.
 */

export type CompanyContext = { acting: ActingParty; auth: AuthContext };

/** These screens are a company's: a person (acting as themself or for another person) gets 403. */
export function assertCompany(acting: ActingParty): void {
  if (!acting.isCompany)
    throw new AppError('NotACompany', 403, 'Only a company’s representatives see company policies');
}

/**
 * Who may ask for a change: a representative with a full grant, and staff who may write (the
 * acting check already refused Readonly staff and read-only grants on every non-GET call).
 */
export function mayRequest({ acting, auth }: CompanyContext): boolean {
  if (acting.via === 'grant') return acting.grantScope === 'full';
  if (acting.via === 'staff') return mayWrite(auth);
  return false;
}

async function activePolicy(db: DbOrTx, company: string, kind: CompanyPolicyKind) {
  const today = todayInIceland();
  const policy = (await listPolicyRows(db, company)).find(
    (row) =>
      row.product_kind === COMPANY_POLICY_PRODUCT[kind] &&
      effectiveStatus(row.status, row.period_start, row.period_end, today) === 'active',
  );
  if (!policy) throw notFound('CompanyPolicyNotFound', 'The company holds no such policy in force');
  return policy;
}

async function pendingOf(db: DbOrTx, policyId: string): Promise<PendingUpdate | null> {
  const open = await openUpdateRequest(db, policyId);
  if (!open) return null;
  return {
    caseNumber: open.case_number,
    caseStatus: open.status as Exclude<CaseStatus, 'closed'>,
    requestedAt: new Date(open.created_at).toISOString(),
    effectiveFrom: String(open.change.effectiveFrom ?? ''),
  };
}

async function policyHead(db: DbOrTx, context: CompanyContext, kind: CompanyPolicyKind) {
  assertCompany(context.acting);
  const policy = await activePolicy(db, context.acting.kennitala, kind);
  const [covers, pending] = await Promise.all([
    coverageRows(db, [policy.id]),
    pendingOf(db, policy.id),
  ]);
  return {
    policy,
    head: {
      policyId: policy.id,
      policyNumber: policy.number,
      productName: { is: policy.product_name_is, en: policy.product_name_en },
      validFrom: policy.period_start,
      validTo: policy.period_end,
      annualPremium: policy.annual_premium,
      covers: covers.map((cover) => ({
        name: { is: cover.name_is, en: cover.name_en },
        sumInsured: cover.sum_insured,
        deductible: cover.deductible,
      })),
      mayRequest: mayRequest(context),
      pending,
    },
  };
}

export async function liabilityPolicy(
  db: DbOrTx,
  context: CompanyContext,
): Promise<LiabilityPolicyResponse> {
  const { policy, head } = await policyHead(db, context, 'liability');
  const details = await liabilityRow(db, policy.id);
  if (!details) throw notFound('CompanyPolicyNotFound', 'The policy has no liability details');
  return {
    ...head,
    annualTurnover: Number(details.annual_turnover),
    activity: { is: details.activity_is, en: details.activity_en },
    employeeCount: details.employee_count,
  };
}

export async function personalPolicy(
  db: DbOrTx,
  context: CompanyContext,
): Promise<PersonalPolicyResponse> {
  const { policy, head } = await policyHead(db, context, 'personal');
  const employees = (await employeeRows(db, [policy.id])).map((row) => ({
    ssn: row.kennitala,
    name: row.full_name,
    job: { is: row.job_is, en: row.job_en },
    annualPayroll: Number(row.annual_payroll),
  }));
  return {
    ...head,
    employees,
    totalPayroll: employees.reduce((sum, employee) => sum + employee.annualPayroll, 0),
  };
}

export async function travelPolicy(
  db: DbOrTx,
  context: CompanyContext,
): Promise<TravelPolicyResponse> {
  const { policy, head } = await policyHead(db, context, 'travel');
  const trips = (await tripRows(db, policy.id)).map((row) => ({
    travellerSsn: row.traveller_kennitala,
    travellerName: row.traveller_name,
    destination: { is: row.destination_is, en: row.destination_en },
    departs: row.departs,
    returns: row.returns,
  }));
  const travellers = new Map<string, string>();
  for (const trip of trips) travellers.set(trip.travellerSsn, trip.travellerName);
  return {
    ...head,
    travellers: [...travellers]
      .map(([ssn, name]) => ({ ssn, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'is')),
    trips,
  };
}

/** What the policy insures today, as staff read it above the requested change. */
async function currentTerms(db: DbOrTx, kind: CompanyPolicyKind, policyId: string) {
  if (kind === 'liability') {
    const details = await liabilityRow(db, policyId);
    return details
      ? [
          `Ársvelta nú: ${formatIsk(Number(details.annual_turnover), 'is')}`,
          `Starfsemi nú: ${details.activity_is}`,
        ]
      : [];
  }
  if (kind === 'personal') {
    const employees = await employeeRows(db, [policyId]);
    const payroll = employees.reduce((sum, row) => sum + Number(row.annual_payroll), 0);
    return [`Starfsmenn nú: ${employees.length}`, `Árslaun alls nú: ${formatIsk(payroll, 'is')}`];
  }
  const trips = await tripRows(db, policyId);
  return [
    `Ferðalangar nú: ${new Set(trips.map((trip) => trip.traveller_kennitala)).size}`,
    `Skráðar ferðir: ${trips.length}`,
  ];
}

function describeValue(field: string, value: unknown): string {
  if (typeof value === 'number' && /Turnover|Payroll/.test(field)) return formatIsk(value, 'is');
  return String(value);
}

type AddedEmployee = { name: string; ssn: string; job: string; annualPayroll: number };

/**
 * The employees a request takes off and adds, as staff read them above the totals: those taken
 * off by the name the policy knows them by, those added with their job and pay.
 */
function namedChanges(
  change: Record<string, unknown>,
  employees: { kennitala: string; full_name: string }[],
) {
  const removed = (change.removedEmployees as string[] | undefined) ?? [];
  const added = (change.addedEmployees as AddedEmployee[] | undefined) ?? [];
  const names = new Map(employees.map((row) => [row.kennitala, row.full_name]));
  return {
    removed: removed.length,
    added: added.length,
    lines: [
      ...removed.map(
        (ssn) => `Tekin af tryggingu: ${names.get(ssn) ?? ''} (kt. ${formatKennitala(ssn)})`,
      ),
      ...added.map(
        (one) =>
          `Bætt við: ${one.name} (kt. ${formatKennitala(one.ssn)}), ${one.job}, ` +
          `árslaun ${formatIsk(one.annualPayroll, 'is')}`,
      ),
    ],
  };
}

/** Change requests one signed-in person may send in an hour (each opens a case and sends a mail). */
export const COMPANY_UPDATES_PER_HOUR = 5;

/**
 * A representative asks for a change: validated by the form's rules, refused while an earlier
 * request for the policy is still open (409), then a case in the company queue with the current
 * and the asked-for terms, a confirmation mail to the person who asked, and an audit entry.
 */
export async function requestUpdate(
  deps: CaseDeps,
  context: CompanyContext,
  kind: CompanyPolicyKind,
  body: unknown,
  language: ServerLanguage,
  /** The mail limit, counted only for a request that will open a case and send a mail. */
  withinLimit: () => Promise<void> = async () => {},
): Promise<UpdateRequested> {
  const { acting, auth } = context;
  assertCompany(acting);
  if (!mayRequest(context))
    throw new AppError('ReadOnlyGrant', 403, 'A read-only grant does not allow changes');
  const policy = await activePolicy(deps.db, acting.kennitala, kind);
  // Employees are named against who the policy covers now, never against what the client says.
  const employees = kind === 'personal' ? await employeeRows(deps.db, [policy.id]) : [];
  const covered = employees.map((row) => ({
    ssn: row.kennitala,
    annualPayroll: Number(row.annual_payroll),
  }));
  const result = await validateWith(
    companyUpdateSchema(kind, todayInIceland(), kind === 'personal' ? covered : undefined),
    body,
  );
  if (!result.ok) throw badRequest('ValidationFailed', 'The request is not valid', result.errors);
  if (await openUpdateRequest(deps.db, policy.id))
    throw new AppError(
      'UpdateAlreadyPending',
      409,
      'A change to this policy is already being handled',
    );

  const requester = await requesterOf(deps.db, context);
  await withinLimit();
  const change: Record<string, unknown> = { ...result.value };
  const named = namedChanges(change, employees);
  const lines = Object.entries(change)
    .filter(([field]) => field !== 'removedEmployees' && field !== 'addedEmployees')
    .filter(([, value]) => value !== '' && value !== undefined)
    .map(
      ([field, value]) =>
        `${COMPANY_UPDATE_FIELD_LABELS[field] ?? field}: ${describeValue(field, value)}`,
    );
  const caseBody = [
    `Beiðni um breytingu á tryggingu: ${COMPANY_POLICY_LABELS[kind]}, skírteini ${policy.number}`,
    `Fyrirtæki: ${acting.fullName} (kt. ${formatKennitala(acting.kennitala)})`,
    `Beiðandi: ${requester.description}`,
    '',
    ...(await currentTerms(deps.db, kind, policy.id)),
    '',
    'Óskað er eftir:',
    ...named.lines,
    ...lines,
  ].join('\n');

  const created = await openWebformCase(
    deps,
    {
      kind: 'policyUpdate',
      queue: 'company',
      origin: 'portal',
      subject: `Breyting á tryggingu: ${COMPANY_POLICY_LABELS[kind]} – ${acting.fullName}`,
      name: requester.name,
      email: requester.email,
      ssn: auth.kind === 'customer' ? auth.ssn : null,
      ssnMustExist: false,
      partyKennitala: acting.kennitala,
      body: caseBody,
      // The request quoted below is in Icelandic, as staff read it; the named changes are also
      // counted in the language the person asked in.
      ...(named.added + named.removed > 0
        ? {
            confirmLines: [
              translator(language, 'company')('mailNamedChanges', {
                removed: String(named.removed),
                added: String(named.added),
              }),
            ],
          }
        : {}),
      within: async (trx, row) => {
        await insertUpdateRequest(trx, {
          policyId: policy.id,
          caseId: row.id,
          requestedBy: actorOf(auth),
          change,
        });
        const counts = { added: named.added, removed: named.removed };
        await recordAuditEvent(trx, {
          action:
            named.added + named.removed > 0
              ? 'company.employeesUpdateRequested'
              : 'company.updateRequested',
          actor: actorOf(auth),
          subject: acting.kennitala,
          detail: {
            kind,
            policy: policy.number,
            caseNumber: row.caseNumber,
            ...(kind === 'personal' ? counts : {}),
          },
        });
      },
    },
    language,
  );
  const pending = await pendingOf(deps.db, policy.id);
  if (!pending) throw new Error('The request just made is not pending');
  return { caseNumber: created.caseNumber, pending };
}

/**
 * Who the confirmation goes to: the representative at their own address, or (staff filing it
 * for the company, say on the phone) the company at its registered one.
 */
async function requesterOf(db: Db, { acting, auth }: CompanyContext) {
  const kennitala = auth.kind === 'customer' ? auth.ssn : acting.kennitala;
  const contact = await partyContact(db, kennitala);
  const email = contact?.email?.trim();
  if (!email)
    throw new AppError(
      'NoRegisteredEmail',
      409,
      'There is no registered e-mail address to confirm to',
    );
  const name = contact?.full_name ?? acting.fullName;
  const how =
    auth.kind === 'staff'
      ? `starfsmaður (${auth.username}) fyrir hönd fyrirtækisins`
      : `${name} (kt. ${formatKennitala(kennitala)}), fullur aðgangur`;
  return { name, email, description: how };
}

/**
 * The company things the policy overview shows: its fleet, employees covered, representatives,
 * and its payment standing from the same installments the payment screens show.
 */
export async function companyOverview(
  db: DbOrTx,
  acting: ActingParty,
): Promise<CompanyOverviewResponse> {
  assertCompany(acting);
  const today = todayInIceland();
  const active = (await listPolicyRows(db, acting.kennitala)).filter(
    (row) => effectiveStatus(row.status, row.period_start, row.period_end, today) === 'active',
  );
  const accident = active.filter((row) => row.product_kind === COMPANY_POLICY_PRODUCT.personal);
  const [employees, representatives, installments] = await Promise.all([
    employeeRows(
      db,
      accident.map((row) => row.id),
    ),
    representativeRows(db, acting.kennitala),
    installmentsOverview(db, acting.kennitala),
  ]);
  const overdueDates = installments.overdue.map((installment) => installment.dueDate).sort();
  return {
    fleet: active
      .filter((row) => row.product_kind === 'car')
      .map((row) => ({
        policyId: row.id,
        policyNumber: row.number,
        vehicle: { is: row.insured_object_is, en: row.insured_object_en },
      })),
    employeesCovered: new Set(employees.map((row) => row.kennitala)).size,
    paymentStanding: {
      standing: installments.overdue.length > 0 ? 'overdue' : 'good',
      overdueAmount: installments.totals.overdue,
      overdueCount: installments.overdue.length,
      oldestOverdueDate: overdueDates[0] ?? null,
    },
    representatives: representatives.map((row) => ({
      name: row.full_name,
      scope: row.scope === 'read' ? 'read' : 'full',
      validTo: row.valid_to ? new Date(row.valid_to).toISOString().slice(0, 10) : null,
    })),
  };
}
