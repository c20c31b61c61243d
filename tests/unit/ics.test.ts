import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, icsDateTime } from '../../server/mail/ics';

const EVENT = {
  uid: '4f0c1e5e-0000-4000-8000-000000000001@skjol.is',
  stamp: new Date('2026-11-25T20:00:05.123Z'),
  start: new Date('2026-12-01T09:30:00Z'),
  end: new Date('2026-12-01T10:00:00Z'),
  summary: 'Viðtal hjá Skjóli: tjón',
  description: 'Tímapöntun E-001234.\nSvaraðu póstinum; við breytum tímanum, ef þarf.',
  location: 'Skjól, Borgartúni 40, 105 Reykjavík',
};

describe('the iCalendar writer', () => {
  it('writes one event with CRLF lines, UTC times, UID, DTSTAMP and the text escaped', () => {
    const text = icsCalendar(EVENT);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Skjol//Appointments//IS',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:4f0c1e5e-0000-4000-8000-000000000001@skjol.is');
    expect(lines).toContain('DTSTAMP:20261125T200005Z');
    expect(lines).toContain('DTSTART:20261201T093000Z');
    expect(lines).toContain('DTEND:20261201T100000Z');
    expect(lines).toContain('SUMMARY:Viðtal hjá Skjóli: tjón');
    expect(lines).toContain('LOCATION:Skjól\\, Borgartúni 40\\, 105 Reykjavík');
    expect(lines).toContain(
      'DESCRIPTION:Tímapöntun E-001234.\\nSvaraðu póstinum\\; við breytum tímanum\\, ef þarf.',
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('escapes backslashes before anything else', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'Þjónustufulltrúi ð æ ö '.repeat(12)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(4);
    for (const [index, piece] of pieces.entries()) {
      expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(' ')).toBe(true);
      // No piece holds half a character.
      expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:yes')).toBe('SHORT:yes');
  });

  it('writes times in UTC without fractions', () => {
    expect(icsDateTime(new Date('2026-06-01T00:00:00.999Z'))).toBe('20260601T000000Z');
  });

  it('quotes an organizer name that needs it', () => {
    const text = icsCalendar({
      ...EVENT,
      organizer: { name: 'Skjól, ráðgjöf', email: 'radgjof@skjol.is' },
    });
    expect(text).toContain('ORGANIZER;CN="Skjól, ráðgjöf":mailto:radgjof@skjol.is');
  });
});
