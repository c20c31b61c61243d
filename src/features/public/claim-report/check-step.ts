import {
  claimStepSchema,
  type ClaimReportStep,
  type ClaimReportType,
} from '../../../domain/forms/claim-report';
import { validateWith } from '../../../domain/forms/validate';
import { answersToCheck, type ClaimValues } from './values';

/**
 * Checks one step's answers with the rules the server applies to the whole report. Its own chunk
 * (with Yup), asked for once the wizard is on screen and awaited when the reporter goes on, so the
 * page's first script task does not build the rules.
 */
export function checkStep(
  step: ClaimReportStep,
  type: ClaimReportType,
  today: string,
  values: ClaimValues,
) {
  return validateWith(claimStepSchema(step, type, today), answersToCheck(values));
}
