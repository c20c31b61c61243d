/** The company policy calls (what they answer: company.ts); plain values the browser bundle may import. */

export const COMPANY_API = {
  liability: '/api/company/v1/liability/',
  liabilityRequestUpdate: '/api/company/v1/liability/requestupdate/',
  personal: '/api/company/v1/personal/',
  personalRequestUpdate: '/api/company/v1/personal/requestupdate/',
  travel: '/api/company/v1/travel/',
  /** Not in the specification, which lists no travel request: the same case path as the others. */
  travelRequestUpdate: '/api/company/v1/travel/requestupdate/',
  /** The company things the overview shows: fleet, employees covered, representatives. */
  overview: '/api/company/v1/overview/',
} as const;
