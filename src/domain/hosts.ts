/**
 * Whether a host name is the staff portal's. When the staff portal's own host name is known (the
 * server always knows it from STAFF_URL), only that host is; otherwise any host starting with
 * staff., staff-staging. or staff-test. is, as the built site guesses in the browser.
 */
export function isStaffHost(
  hostname: string | undefined | null,
  staffHostname?: string | undefined,
): boolean {
  if (staffHostname) return (hostname ?? '').toLowerCase() === staffHostname.toLowerCase();
  return /^(staff|staff-staging|staff-test)\./i.test(hostname ?? '');
}
