/**
 * What the browser bundle takes for `prop-types`: Gatsby's runtime declares its components'
 * propTypes, which a production build never checks. Every validator is the same no-op, callable
 * and chainable (`PropTypes.shape({...}).isRequired`) as prop-types' own production shims are.
 */
export type Validator = ((..._args: unknown[]) => Validator) & { isRequired: Validator };

function validator(): Validator {
  return validator;
}
validator.isRequired = validator;

const PropTypes: Record<string, Validator> = new Proxy({}, { get: () => validator });

export default PropTypes;
