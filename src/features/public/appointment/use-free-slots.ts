import { useCallback, useEffect, useState } from 'react';
import type { AppointmentSlot } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import { isoDate } from '../../../domain/format';
import { call } from '../../../lib/api';

export type FreeDay = { day: string; slots: AppointmentSlot[] };

export type FreeSlotsState =
  { status: 'loading' } | { status: 'ready'; days: FreeDay[] } | { status: 'error' };

/** The free slots grouped by day (in Iceland), earliest first. */
export function groupByDay(slots: readonly AppointmentSlot[]): FreeDay[] {
  const days: FreeDay[] = [];
  for (const slot of slots) {
    const day = isoDate(slot.start) ?? slot.start.slice(0, 10);
    const last = days[days.length - 1];
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** The server's free slots, fetched on mount and again on `reload` (after a slot was taken). */
export function useFreeSlots(): { state: FreeSlotsState; reload: () => Promise<void> } {
  const [state, setState] = useState<FreeSlotsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const answer = await call(CASE_API.appointmentSlots);
      setState({ status: 'ready', days: groupByDay(answer.slots) });
    } catch {
      setState({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
