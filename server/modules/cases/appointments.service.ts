import { AppError, badRequest } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { icsCalendar } from '../../mail/ics';
import {
  APPOINTMENT_MEETING_LABELS,
  APPOINTMENT_SLOT_MINUTES,
  APPOINTMENT_TOPIC_LABELS,
  appointmentSchema,
  appointmentSlots,
  formatDate,
  formatPhone,
  SLOT_UNAVAILABLE,
  slotEnd,
  slotProblem,
  validateWith,
  type AppointmentMeeting,
  type AppointmentTopic,
} from '../../../src/domain';
import type { AppointmentCreated, AppointmentSlots } from '../../../src/domain/api/case';
import { APPOINTMENT_SLOT_TAKEN } from '../../../src/domain/api/case-paths';
import {
  insertAppointment,
  isTaken,
  isUniqueViolation,
  takenStarts,
} from './appointments.repository';
import { openWebformCase, type CaseDeps } from './cases.service';
import { readOpeningHours } from './office-hours';

export type AppointmentDeps = CaseDeps & { contentDir: string };

/** The free half-hours of the next weeks inside the opening hours, earliest first. */
export async function freeSlots(deps: AppointmentDeps, now: Date): Promise<AppointmentSlots> {
  const starts = appointmentSlots(await readOpeningHours(deps.contentDir), now);
  if (starts.length === 0) return { slotMinutes: APPOINTMENT_SLOT_MINUTES, slots: [] };
  const taken = await takenStarts(
    deps.db,
    new Date(starts[0]!),
    new Date(starts[starts.length - 1]! + 1),
  );
  return {
    slotMinutes: APPOINTMENT_SLOT_MINUTES,
    slots: starts
      .filter((start) => !taken.has(start))
      .map((start) => ({
        start: new Date(start).toISOString(),
        end: slotEnd(new Date(start)).toISOString(),
      })),
  };
}

const slotTaken = () =>
  new AppError(APPOINTMENT_SLOT_TAKEN, 409, 'Someone booked that time first; choose another');

/** 'Tímapöntun af vef: Tjón, fimmtudagur 3. desember kl. 10:00'. */
export function appointmentSubject(topic: AppointmentTopic, start: Date): string {
  const when = formatDate(start, 'is', { weekday: true, time: true, year: false });
  return `Tímapöntun af vef: ${APPOINTMENT_TOPIC_LABELS[topic]}, ${when}`;
}

/**
 * A visitor books a slot: it must be one the list offers (inside the opening hours, not past, not
 * too far ahead); the case and the hold on the slot are one transaction, and the database's unique
 * start refuses a slot someone else holds, whichever instance they used. The confirmation carries
 * the time and an .ics file.
 */
export async function requestAppointment(
  deps: AppointmentDeps & { siteUrl: string },
  body: unknown,
  language: ServerLanguage,
  now: Date,
): Promise<AppointmentCreated> {
  const result = await validateWith(appointmentSchema, body);
  if (!result.ok)
    throw badRequest('ValidationFailed', 'The appointment request is not valid', result.errors);
  const form = result.value;
  const topic = form.topic as AppointmentTopic;
  const meeting = form.meeting as AppointmentMeeting;
  const start = new Date(form.slot);
  if (slotProblem(await readOpeningHours(deps.contentDir), start, now) !== null)
    throw badRequest('ValidationFailed', 'That time is not offered', { slot: [SLOT_UNAVAILABLE] });
  if (await isTaken(deps.db, start)) throw slotTaken();
  const end = slotEnd(start);

  const t = translator(language, 'cases');
  const when = formatDate(start, language, { weekday: true, time: true });
  const where =
    meeting === 'office'
      ? t('appointmentOffice')
      : t('appointmentByPhone', { phone: formatPhone(form.phone) });
  const topicText = t(`appointmentTopic_${topic}`);
  const host = new URL(deps.siteUrl).hostname;
  try {
    const created = await openWebformCase(
      deps,
      {
        kind: 'appointment',
        queue: topic === 'claim' ? 'claims' : topic === 'company' ? 'company' : 'individual',
        subject: appointmentSubject(topic, start),
        name: form.name,
        email: form.email,
        ssn: form.ssn === '' ? null : form.ssn,
        body: [
          `${APPOINTMENT_TOPIC_LABELS[topic]} · ${APPOINTMENT_MEETING_LABELS[meeting]} · ${formatDate(start, 'is', { weekday: true, time: true })}`,
          `Sími ${formatPhone(form.phone)}`,
          ...(form.note ? ['', form.note] : []),
        ].join('\n'),
        promise: 'appointment',
        promiseValues: { when },
        within: (trx, row) =>
          insertAppointment(trx, { caseId: row.id, start, end, topic, meeting }),
        confirmLines: [t('appointmentWhen', { when }), t('appointmentWhere', { where })],
        confirmAttachments: (row) => [
          {
            filename: 'timapontun.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(
              icsCalendar({
                uid: `${row.id}@${host}`,
                stamp: now,
                start,
                end,
                summary: t('appointmentSummary', { topic: topicText }),
                description: t('appointmentDescription', { caseNumber: row.caseNumber }),
                location: where,
              }),
              'utf8',
            ),
          },
        ],
      },
      language,
    );
    return { caseNumber: created.caseNumber, start: start.toISOString(), end: end.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}
