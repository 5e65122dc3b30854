import { describe, expect, it } from 'vitest';
import {
  fillWatermarkText,
  formValuesToWatermark,
  watermarkDate,
  watermarkFormSchema,
  watermarkPlacement,
  watermarkToFormValues,
} from './watermark-form';

describe('watermark form', () => {
  it('round-trips a watermark', () => {
    const watermark = {
      watermarkContent: '{name} {date}',
      fontSize: 24,
      color: '#317a2e',
      opacity: 30,
      position: 'diagonal' as const,
    };
    expect(formValuesToWatermark(watermarkToFormValues(watermark))).toEqual(watermark);
  });

  it('refuses a colour that is not #RRGGBB and numbers out of range', () => {
    const values = {
      watermarkContent: 'x',
      fontSize: '5',
      color: 'red',
      opacity: '101',
      position: 'center',
    };
    const messages = watermarkFormSchema.safeParse(values).error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'contentAdmin.watermark.validation.fontSize',
      'contentAdmin.watermark.validation.color',
      'contentAdmin.watermark.validation.opacity',
    ]);
  });
});

describe('fillWatermarkText', () => {
  it('fills every placeholder and leaves other braces', () => {
    expect(
      fillWatermarkText('{name} ({id}) {date} {name} {other}', {
        name: '山田',
        id: '42',
        date: '2026-11-23',
      }),
    ).toBe('山田 (42) 2026-11-23 山田 {other}');
  });

  it('prints dates as yyyy-MM-dd', () => {
    expect(watermarkDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('watermarkPlacement', () => {
  it('slants the diagonal text and pins corners', () => {
    expect(watermarkPlacement('diagonal').transform).toContain('rotate(-45deg)');
    expect(watermarkPlacement('bottom-right')).toMatchObject({ bottom: '6%', right: '6%' });
  });
});
