import type { TFunction, i18n as Translator } from 'i18next';
import isAuditLog from '../../../../locales/is/auditLog.json';
import enAuditLog from '../../../../locales/en/auditLog.json';
import type { AuditEntry } from '../../../domain/api/staff-admin';
import { formatKennitala } from '../../../domain';
import { addTranslationGroups } from '../../../lib/i18n';

/**
 * The audit log's sentences travel with the audit screen's own chunk: nobody but an Admin
 * reading the log needs them.
 */
export function ensureAuditTexts(): void {
  addTranslationGroups({ is: { auditLog: isAuditLog }, en: { auditLog: enAuditLog } });
}

/** Who did it, in words: an employee by username, a person by kennitala, else the system. */
export function auditActor(actor: string | null, t: TFunction): string {
  if (actor === null || actor === '') return t('auditLog|who.system');
  if (actor.startsWith('staff:'))
    return t('auditLog|who.staff', { username: actor.slice('staff:'.length) });
  if (/^\d{10}$/.test(actor)) return formatKennitala(actor);
  return actor;
}

function concerning(subject: string | null, t: TFunction): string {
  if (subject === null || subject === '') return t('auditLog|nobody');
  return /^\d{10}$/.test(subject) ? formatKennitala(subject) : subject;
}

/** The detail's plain values (numbers, names, states), which a sentence may name. */
function plainDetail(detail: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed))
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  return values;
}

/**
 * A request an employee or a proxy made while acting for someone ('staff.GET /api/policy/v2/')
 * is audited by its method and route; it reads as viewing or changing that page.
 */
const STAFF_ROLES = new Set(['Readonly', 'Full', 'Admin']);

const ACTING_REQUEST = /^(?:staff|proxy)\.([A-Z]+) (\S+)$/;

/**
 * One audit event as a sentence in the reader's language: who did what, to whom. Every event the
 * server records has its own sentence (a test holds the server's list against the texts); one
 * without shows its name rather than nothing.
 */
export function auditSentence(entry: AuditEntry, t: TFunction, i18n: Translator): string {
  const detail = plainDetail(entry.detail);
  // A staff role is named as the staff screen names it ('Full access'), never by its code.
  for (const name of ['role', 'from', 'to'])
    if (detail[name] && STAFF_ROLES.has(detail[name]))
      detail[name] = t(`portal|admin.roles.${detail[name]}`);
  const values = {
    ...detail,
    who: auditActor(entry.actor, t),
    subject: concerning(entry.subject, t),
    action: entry.action,
  };
  const request = ACTING_REQUEST.exec(entry.action);
  if (request) {
    const [, method, path] = request;
    return t(method === 'GET' ? 'auditLog|request.read' : 'auditLog|request.write', {
      ...values,
      method,
      path,
    });
  }
  const key = `auditLog|action.${entry.action}`;
  return i18n.exists(key) ? t(key, values) : t('auditLog|unknown', values);
}
