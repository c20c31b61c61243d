import { Type, type Static } from 'typebox';
import { CALENDAR_SCORE } from '../forms/lottery';
import { CURRENT_DRAW } from '../lottery';
import { PortalLanguage } from './common';

/** POST /api/form/v1/lotterygame/: src/domain/lottery.ts and src/domain/forms/lottery.ts. */
export const LotteryEntryRequest = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  /** One of the current draw's options, or a calendar door's quiz score ("2/3"). */
  answer: Type.Union([
    Type.Enum(CURRENT_DRAW.options.map((option) => option.id)),
    Type.String({ pattern: CALENDAR_SCORE.source }),
  ]),
  consent: Type.Boolean(),
  lang: Type.Optional(PortalLanguage),
  /**
   * Set for an entry from a Christmas calendar door: that day's draw, and `answer` carries the
   * door's quiz score ("2/3") rather than an option of the current draw.
   */
  calendarDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
  /** Left empty by people; a bot that fills it gets a normal-looking answer and no entry. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type LotteryEntryRequest = Static<typeof LotteryEntryRequest>;

export const LotteryEntryCreated = Type.Object({
  drawId: Type.String(),
  entered: Type.Literal(true),
});
export type LotteryEntryCreated = Static<typeof LotteryEntryCreated>;
