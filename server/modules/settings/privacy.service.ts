import {
  OVERVIEW_MIN_INTERVAL_HOURS,
  OVERVIEW_VALID_DAYS,
  type OverviewFormat,
} from '../../../src/domain/api/settings-rules';
import type {
  ErasureStatusResponse,
  GeneralInfoResponse,
  OverviewRequestInfo,
  OverviewStatusResponse,
} from '../../../src/domain/api/settings';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.repository';
import { renderPdf, type PdfSection } from '../../pdf/pdf-layout';
import {
  claimsMadeBy,
  documentsOf,
  pictureMetaOf,
  policiesHeldBy,
  popupDismissalsOf,
  recentActivityOf,
  transactionsOf,
  travelCertificatesOf,
  tripSummaryOf,
  unrevokedGrantsOf,
} from './privacy.repository';
import {
  countTrips,
  deleteTrips,
  findOverviewSnapshot,
  findPartyWithSpouse,
  finishRequest,
  insertRequest,
  latestRequest,
  purgeExpiredSnapshots,
} from './settings.repository';
import { generalInfo } from './settings.service';
import { formatDate, formatIsk, formatKennitala, formatPhone } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

/**
 * The person's right of access (a copy of their personal data) and the erasure of what the
 * ökuvísir app recorded about their driving. Both act on the signed-in person only; the routes
 * enforce that before calling in here.
 */

const HOUR_MS = 3_600_000;
/** A copy still 'processing' this long after it was asked for died with its process. */
const STALE_PROCESSING_MS = 10 * 60_000;

type Bilingual = { is: string; en: string };

/** The personal data as it stood when the copy was made; rendered as PDF or JSON on download. */
export type OverviewSnapshot = {
  generatedAt: string;
  person: GeneralInfoResponse & {
    profilePicture: { contentType: string; bytes: number; uploadedAt: string } | null;
  };
  policies: {
    number: string;
    product: Bilingual;
    insuredObject: Bilingual;
    periodStart: string;
    periodEnd: string;
    status: string;
    annualPremium: number;
  }[];
  claims: { number: string; title: Bilingual; incidentDate: string; status: string }[];
  transactions: { date: string; description: Bilingual; amount: number }[];
  documents: { title: Bilingual; createdAt: string; readAt: string | null }[];
  travelCertificates: { code: string; traveller: string; startDate: string; endDate: string }[];
  accessGranted: { to: string; name: string; since: string; validTo: string | null }[];
  accessReceived: { from: string; name: string; since: string; validTo: string | null }[];
  okuvisir: { trips: number; firstTrip: string | null; lastTrip: string | null };
  popupDismissals: { type: string; dismissedAt: string }[];
  activity: { at: string; action: string; ip: string | null }[];
};

const iso = (value: Date | string | null | undefined) =>
  value == null ? null : new Date(value).toISOString();

/** Gathers everything we hold about one person. */
export async function collectOverview(db: DbOrTx, kennitala: string): Promise<OverviewSnapshot> {
  const person = await generalInfo(db, kennitala);
  const picture = await pictureMetaOf(db, kennitala);
  const policies = await policiesHeldBy(db, kennitala);
  const claims = await claimsMadeBy(db, kennitala);
  const transactions = await transactionsOf(db, kennitala);
  const documents = await documentsOf(db, kennitala);
  const certificates = await travelCertificatesOf(db, kennitala);
  const given = await unrevokedGrantsOf(db, kennitala, 'grantor_kennitala');
  const received = await unrevokedGrantsOf(db, kennitala, 'holder_kennitala');
  const trips = await tripSummaryOf(db, kennitala);
  const dismissals = await popupDismissalsOf(db, kennitala);
  const activity = await recentActivityOf(db, kennitala);

  return {
    generatedAt: new Date().toISOString(),
    person: {
      ...person,
      profilePicture: picture
        ? {
            contentType: picture.content_type,
            bytes: picture.byte_size,
            uploadedAt: iso(picture.uploaded_at)!,
          }
        : null,
    },
    policies: policies.map((row) => ({
      number: row.number,
      product: { is: row.product_name_is, en: row.product_name_en },
      insuredObject: { is: row.insured_object_is, en: row.insured_object_en },
      periodStart: row.period_start,
      periodEnd: row.period_end,
      status: row.status,
      annualPremium: row.annual_premium,
    })),
    claims: claims.map((row) => ({
      number: row.number,
      title: { is: row.title_is, en: row.title_en },
      incidentDate: row.incident,
      status: row.status,
    })),
    transactions: transactions.map((row) => ({
      date: row.date,
      description: { is: row.description_is, en: row.description_en },
      amount: row.amount,
    })),
    documents: documents.map((row) => ({
      title: { is: row.title_is, en: row.title_en },
      createdAt: iso(row.created_at)!,
      readAt: iso(row.read_at),
    })),
    travelCertificates: certificates.map((row) => ({
      code: row.code,
      traveller: row.traveller_name,
      startDate: row.start,
      endDate: row.end,
    })),
    accessGranted: given.map((row) => ({
      to: row.kennitala,
      name: row.full_name,
      since: iso(row.created_at)!,
      validTo: iso(row.valid_to),
    })),
    accessReceived: received.map((row) => ({
      from: row.kennitala,
      name: row.full_name,
      since: iso(row.created_at)!,
      validTo: iso(row.valid_to),
    })),
    okuvisir: {
      trips: Number(trips.trips),
      firstTrip: iso(trips.first as Date | null),
      lastTrip: iso(trips.last as Date | null),
    },
    popupDismissals: dismissals.map((row) => ({
      type: row.popup_type,
      dismissedAt: iso(row.dismissed_at)!,
    })),
    activity: activity.map((row) => ({
      at: iso(row.occurred_at)!,
      action: row.action,
      ip: row.ip,
    })),
  };
}

// ---- overview lifecycle ----------------------------------------------------------------------

type RequestRow = NonNullable<Awaited<ReturnType<typeof latestRequest>>>;

function overviewInfo(row: RequestRow, now = Date.now()): OverviewRequestInfo {
  const requestedAt = new Date(row.requested_at);
  let status: OverviewRequestInfo['status'] = row.status === 'ready' ? 'ready' : 'failed';
  if (row.status === 'processing')
    status = now - requestedAt.getTime() > STALE_PROCESSING_MS ? 'failed' : 'processing';
  if (status === 'ready' && row.expires_at && new Date(row.expires_at).getTime() <= now)
    status = 'expired';
  const earliest = requestedAt.getTime() + OVERVIEW_MIN_INTERVAL_HOURS * HOUR_MS;
  const waiting = (status === 'ready' || status === 'processing') && earliest > now;
  return {
    id: row.id,
    status,
    requestedAt: requestedAt.toISOString(),
    completedAt: iso(row.completed_at),
    expiresAt: iso(row.expires_at),
    nextRequestAt: waiting ? new Date(earliest).toISOString() : null,
  };
}

export async function overviewStatus(
  db: DbOrTx,
  kennitala: string,
): Promise<OverviewStatusResponse> {
  await purgeExpiredSnapshots(db, kennitala);
  const row = await latestRequest(db, kennitala, 'overview');
  return { request: row ? overviewInfo(row) : null };
}

/**
 * Makes a copy of the person's data: the request is recorded first ('processing'), the data is
 * gathered into a snapshot ('ready', downloadable for OVERVIEW_VALID_DAYS) and the person is told
 * by e-mail that it is waiting in the portal. The e-mail never carries the data itself.
 */
export async function requestOverview(
  db: Db,
  mailer: Mailer,
  input: { kennitala: string; lang: ServerLanguage; siteUrl: string; actor: string; ip: string },
): Promise<OverviewStatusResponse> {
  const current = await overviewStatus(db, input.kennitala);
  if (current.request?.nextRequestAt) {
    throw new AppError(
      'PrivacyOverviewRecent',
      409,
      'A copy was made recently; a new one can be asked for later',
    );
  }
  const id = await insertRequest(db, input.kennitala, 'overview');
  await recordAuditEvent(db, {
    action: 'privacy.overviewRequested',
    actor: input.actor,
    subject: input.kennitala,
    ip: input.ip,
    detail: { requestId: id },
  });
  try {
    const snapshot = await collectOverview(db, input.kennitala);
    await finishRequest(db, id, {
      status: 'ready',
      snapshot,
      expires_at: new Date(Date.now() + OVERVIEW_VALID_DAYS * 24 * HOUR_MS),
    });
  } catch (error) {
    await finishRequest(db, id, { status: 'failed' });
    await recordAuditEvent(db, {
      action: 'privacy.overviewFailed',
      actor: input.actor,
      subject: input.kennitala,
      detail: { requestId: id },
    });
    throw error;
  }
  await recordAuditEvent(db, {
    action: 'privacy.overviewReady',
    actor: input.actor,
    subject: input.kennitala,
    detail: { requestId: id },
  });
  const person = await findPartyWithSpouse(db, input.kennitala);
  if (person?.email) {
    const t = translator(input.lang, 'settings');
    const path =
      input.lang === 'en'
        ? '/en/vidskipti/stillingar/personuvernd/'
        : '/vidskipti/stillingar/personuvernd/';
    await mailer.send({
      to: person.email,
      subject: t('mail.overviewReady.subject'),
      text: t('mail.overviewReady.text', {
        name: person.full_name,
        link: `${input.siteUrl}${path}`,
        days: String(OVERVIEW_VALID_DAYS),
      }),
    });
  }
  return overviewStatus(db, input.kennitala);
}

export type OverviewFile = { body: Buffer; contentType: string; fileName: string };

/** The finished copy as a PDF (for reading) or JSON (for taking elsewhere). */
export async function overviewFile(
  db: DbOrTx,
  kennitala: string,
  id: string,
  format: OverviewFormat,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<OverviewFile> {
  const row = await findOverviewSnapshot(db, kennitala, id);
  if (!row) throw notFound('PrivacyOverviewNotFound', 'No such overview');
  const expired = row.expires_at && new Date(row.expires_at).getTime() <= Date.now();
  if (row.status !== 'ready' || expired || !row.snapshot)
    throw new AppError('PrivacyOverviewNotReady', 409, 'The overview is not ready or has expired');
  const snapshot = row.snapshot as unknown as OverviewSnapshot;
  const t = translator(lang, 'settings');
  const baseName = `${t('overview.fileName')}-${snapshot.generatedAt.slice(0, 10)}`;
  if (format === 'json') {
    return {
      body: Buffer.from(JSON.stringify(snapshot, null, 2)),
      contentType: 'application/json; charset=utf-8',
      fileName: `${baseName}.json`,
    };
  }
  return {
    body: await overviewPdf(snapshot, lang, contact),
    contentType: 'application/pdf',
    fileName: `${baseName}.pdf`,
  };
}

function overviewPdf(
  snapshot: OverviewSnapshot,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const t = translator(lang, 'settings');
  const date = (value: string | null) => (value ? formatDate(value, lang) : '–');
  const none = t('overview.none');
  const person = snapshot.person;
  const sections: PdfSection[] = [
    { kind: 'paragraphs', paragraphs: [t('overview.intro', { date: date(snapshot.generatedAt) })] },
    { kind: 'heading', text: t('overview.person') },
    {
      kind: 'keyValues',
      rows: [
        [t('overview.name'), person.fullName],
        [t('overview.kennitala'), formatKennitala(person.ssn)],
        [t('overview.email'), person.email || none],
        [t('overview.mobilePhone'), person.mobilePhone ? formatPhone(person.mobilePhone) : none],
        [t('overview.homePhone'), person.homePhone ? formatPhone(person.homePhone) : none],
        [
          t('overview.address'),
          person.address
            ? `${person.address.street}, ${person.address.postalCode} ${person.address.town}`
            : none,
        ],
        [
          t('overview.spouse'),
          person.spouse ? `${person.spouse.name} (${formatKennitala(person.spouse.ssn)})` : none,
        ],
        [
          t('overview.profilePicture'),
          person.profilePicture ? date(person.profilePicture.uploadedAt) : none,
        ],
      ],
    },
    { kind: 'heading', text: t('overview.policies') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.number'), width: 0.2 },
        { label: t('overview.product'), width: 0.45 },
        { label: t('overview.period'), width: 0.2 },
        { label: t('overview.premium'), width: 0.15, align: 'right' },
      ],
      rows: snapshot.policies.map((policy) => [
        policy.number,
        `${policy.product[lang]} – ${policy.insuredObject[lang]}`,
        `${date(policy.periodStart)}–${date(policy.periodEnd)}`,
        formatIsk(policy.annualPremium, lang),
      ]),
      emptyText: none,
    },
    { kind: 'heading', text: t('overview.claims') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.number'), width: 0.2 },
        { label: t('overview.claim'), width: 0.45 },
        { label: t('overview.date'), width: 0.2 },
        { label: t('overview.status'), width: 0.15 },
      ],
      rows: snapshot.claims.map((claim) => [
        claim.number,
        claim.title[lang],
        date(claim.incidentDate),
        claim.status,
      ]),
      emptyText: none,
    },
    { kind: 'heading', text: t('overview.transactions') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.date'), width: 0.2 },
        { label: t('overview.description'), width: 0.55 },
        { label: t('overview.amount'), width: 0.25, align: 'right' },
      ],
      rows: snapshot.transactions.map((row) => [
        date(row.date),
        row.description[lang],
        formatIsk(row.amount, lang),
      ]),
      emptyText: none,
    },
    { kind: 'heading', text: t('overview.documents') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.date'), width: 0.2 },
        { label: t('overview.document'), width: 0.6 },
        { label: t('overview.read'), width: 0.2 },
      ],
      rows: snapshot.documents.map((row) => [
        date(row.createdAt),
        row.title[lang],
        date(row.readAt),
      ]),
      emptyText: none,
    },
    { kind: 'heading', text: t('overview.travel') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.code'), width: 0.3 },
        { label: t('overview.traveller'), width: 0.4 },
        { label: t('overview.period'), width: 0.3 },
      ],
      rows: snapshot.travelCertificates.map((row) => [
        row.code,
        row.traveller,
        `${date(row.startDate)}–${date(row.endDate)}`,
      ]),
      emptyText: none,
    },
    { kind: 'heading', text: t('overview.access') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.direction'), width: 0.3 },
        { label: t('overview.name'), width: 0.4 },
        { label: t('overview.since'), width: 0.3 },
      ],
      rows: [
        ...snapshot.accessGranted.map((row) => [t('overview.granted'), row.name, date(row.since)]),
        ...snapshot.accessReceived.map((row) => [
          t('overview.received'),
          row.name,
          date(row.since),
        ]),
      ],
      emptyText: none,
    },
    { kind: 'heading', text: t('overview.okuvisir') },
    {
      kind: 'paragraphs',
      paragraphs: [
        snapshot.okuvisir.trips > 0
          ? t('overview.okuvisirTrips', {
              count: String(snapshot.okuvisir.trips),
              first: date(snapshot.okuvisir.firstTrip),
              last: date(snapshot.okuvisir.lastTrip),
            })
          : t('overview.okuvisirNone'),
      ],
    },
    { kind: 'heading', text: t('overview.activity') },
    {
      kind: 'table',
      columns: [
        { label: t('overview.date'), width: 0.25 },
        { label: t('overview.action'), width: 0.5 },
        { label: t('overview.ip'), width: 0.25 },
      ],
      rows: snapshot.activity.map((row) => [date(row.at), row.action, row.ip ?? '']),
      emptyText: none,
    },
  ];
  return renderPdf({
    lang,
    contact,
    title: t('overview.title'),
    subtitle: person.fullName,
    sections,
  });
}

// ---- ökuvísir erasure ------------------------------------------------------------------------

export async function erasureStatus(db: DbOrTx, kennitala: string): Promise<ErasureStatusResponse> {
  const [tripsHeld, row] = await Promise.all([
    countTrips(db, kennitala),
    latestRequest(db, kennitala, 'okuvisirErasure'),
  ]);
  const outcome = (row?.outcome ?? {}) as { trips?: number };
  return {
    tripsHeld,
    request: row
      ? {
          id: row.id,
          status: row.status === 'completed' ? 'completed' : 'failed',
          requestedAt: new Date(row.requested_at).toISOString(),
          completedAt: iso(row.completed_at),
          erasedTrips: outcome.trips ?? 0,
        }
      : null,
  };
}

/** Erases every recorded trip in one transaction with the request that asked for it. */
export async function requestErasure(
  db: Db,
  input: { kennitala: string; actor: string; ip: string },
): Promise<ErasureStatusResponse> {
  await db.transaction().execute(async (trx) => {
    const id = await insertRequest(trx, input.kennitala, 'okuvisirErasure');
    const trips = await deleteTrips(trx, input.kennitala);
    await finishRequest(trx, id, { status: 'completed', outcome: { trips } });
    await recordAuditEvent(trx, {
      action: 'privacy.okuvisirErased',
      actor: input.actor,
      subject: input.kennitala,
      ip: input.ip,
      detail: { requestId: id, trips },
    });
  });
  return erasureStatus(db, input.kennitala);
}
