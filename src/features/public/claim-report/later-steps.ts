/**
 * The wizard's steps after the first, and the rules that check every step, as a chunk of their own.
 * A visitor starts on the choice of claim type; the rest of the form's code (with Yup) is asked for
 * as soon as the wizard is on screen (not held back until the visitor acts), so it is evaluated in
 * a task of its own rather than in the page's first one, and is there by the time they go on.
 */
export { DamagesStep, IncidentStep, PayoutStep, PolicyStep, ReporterStep } from './steps';
export { FilesStep } from './files-step';
export { ReviewStep } from './review-step';
export { checkStep } from './check-step';
