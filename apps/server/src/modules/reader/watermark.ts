import type { WatermarkWire } from '@hondana/contract';

/** What a company without its own watermark shows (also what `PUT watermark/reset` returns to). */
export const defaultWatermark: WatermarkWire = {
  watermark_content: '{name} {date}',
  font_size: 24,
  color: '#808080',
  opacity: 20,
  position: 'diagonal',
};

export interface WatermarkIdentity {
  /** The reader's name, or null for a visitor. */
  name: string | null;
  /** The reader's user id, or null for a visitor. */
  userId: number | null;
}

/**
 * Fills `{name}`, `{id}` and `{date}` for one reader: the name falls back to the id, a visitor
 * is "guest". The date is the server's day in ISO form, so every page printed today carries it.
 */
export function fillWatermark(
  watermark: WatermarkWire,
  identity: WatermarkIdentity,
  now: Date,
): WatermarkWire {
  const id = identity.userId === null ? 'guest' : String(identity.userId);
  const name = identity.name?.trim() || id;
  const date = now.toISOString().slice(0, 10);
  const text = watermark.watermark_content.replace(/\{(name|id|date)\}/g, (_, key: string) =>
    key === 'name' ? name : key === 'id' ? id : date,
  );
  return { ...watermark, watermark_content: text };
}
