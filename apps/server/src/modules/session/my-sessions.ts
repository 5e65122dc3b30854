import type { MySession } from '@hondana/contract';
import type { SessionRow } from './session.tables.js';
import { describeDevice } from './user-agent.js';

/** Session ids are UUIDs; anything else names no session (and must not reach the query). */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One entry of "my sessions" (GET user/sessions). */
export function presentMySession(session: SessionRow, currentSessionId: string): MySession {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    user_agent: session.userAgent,
    ip_address: session.ipAddress,
    login_type: session.loginType,
    created_at: session.createdAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    expire_date: session.expiresAt.toISOString(),
    is_current: session.id === currentSessionId,
  };
}
