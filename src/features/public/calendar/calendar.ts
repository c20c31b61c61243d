/** The moment door `day` of a Christmas calendar for `year` opens: midnight in Iceland (UTC). */
export function doorOpensAt(year: number, day: number): Date {
  return new Date(Date.UTC(year, 11, day, 0, 0, 0));
}

/** Whether door `day` may be opened at `now`. */
export function isDoorOpen(year: number, day: number, now: Date): boolean {
  return now.getTime() >= doorOpensAt(year, day).getTime();
}
