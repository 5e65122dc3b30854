/**
 * The system administrators' site is served on its own host names (ADMIN_HOSTS on the server,
 * default admin.localhost). The browser cannot read that list, so host names starting with
 * `admin.` count as admin hosts; this is the one function to change when that rule changes.
 */
export function isAdminHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('admin.');
}
