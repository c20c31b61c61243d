export { CalendarGrid, type CalendarDoorSummary } from './calendar-grid';
export { doorOpensAt, isDoorOpen } from './calendar';
export { CalendarScene } from './calendar-scene';
export { CalendarTerms } from './calendar-terms';
export { DoorContent } from './door-content';
export { DoorGame } from './door-game';
export { doorQuestions, quizScore, type DoorQuestion, type DoorQuestionField } from './door-quiz';
