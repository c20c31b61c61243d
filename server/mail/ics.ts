/**
 * A one-event iCalendar file (RFC 5545) for an appointment's confirmation: CRLF line ends, text
 * values escaped, lines folded at 75 octets without splitting a UTF-8 character, times in UTC.
 * No package in the project writes iCalendar, and one event needs only this much.
 */

export type CalendarEvent = {
  /** Globally unique and stable for the event, e.g. '<case id>@skjol.is'. */
  uid: string;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  organizer?: { name: string; email: string };
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 20261201T093000Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…) in quotes when it holds ':', ';' or ','; quotes themselves cannot be sent. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds a content line into pieces of at most 75 octets; each continuation starts with a space,
 * which counts toward its 75. Characters are never split between pieces.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_OCTETS) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(CRLF);
}

export function icsCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Skjol//Appointments//IS',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
