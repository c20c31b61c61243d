export { CalendarGrid, type CalendarDoorSummary } from './calendar-grid';
export { doorOpensAt, isDoorOpen } from './calendar';
