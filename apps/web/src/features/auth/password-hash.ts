/**
 * The only password form that leaves the browser (api-catalogue §5): lowercase hex SHA-256 of
 * the UTF-8 text. The server stores a slow hash of this value, never the plain password.
 */
export async function hashPassword(plain: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(plain));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
