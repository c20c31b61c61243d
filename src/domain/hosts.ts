/** The staff portal is any host starting with staff., staff-staging. or staff-test. */
export function isStaffHost(hostname: string | undefined | null): boolean {
  return /^(staff|staff-staging|staff-test)\./i.test(hostname ?? '');
}
