import { describe, expect, it } from 'vitest';
import { defaultWatermark, fillWatermark } from './watermark.js';

describe('fillWatermark', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('puts the reader name, id and the date in', () => {
    const filled = fillWatermark(
      { ...defaultWatermark, watermark_content: '{name} ({id}) {date} {name}' },
      { name: '山田 太郎', userId: 42 },
      now,
    );
    expect(filled.watermark_content).toBe('山田 太郎 (42) 2026-11-23 山田 太郎');
    expect(filled.font_size).toBe(defaultWatermark.font_size);
  });

  it('uses the id for a reader without a name and "guest" for a visitor', () => {
    expect(fillWatermark(defaultWatermark, { name: ' ', userId: 7 }, now).watermark_content).toBe(
      '7 2026-11-23',
    );
    expect(
      fillWatermark(defaultWatermark, { name: null, userId: null }, now).watermark_content,
    ).toBe('guest 2026-11-23');
  });
});
