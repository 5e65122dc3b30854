/**
 * The watermark form and its preview: schema (messages are i18n keys), placeholder filling, and
 * where the text sits on the page for each position. The reader draws the same positions.
 */
import type { CSSProperties } from 'react';
import { z } from 'zod';
import { watermarkPositions } from '@hondana/contract';
import type { Watermark } from './watermark-api';

export type WatermarkPosition = (typeof watermarkPositions)[number];
export { watermarkPositions };

function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      message,
    );
}

export const watermarkFormSchema = z.object({
  watermarkContent: z.string().trim().max(255, 'contentAdmin.watermark.validation.content'),
  fontSize: wholeNumber(6, 200, 'contentAdmin.watermark.validation.fontSize'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'contentAdmin.watermark.validation.color'),
  opacity: wholeNumber(0, 100, 'contentAdmin.watermark.validation.opacity'),
  position: z.enum(watermarkPositions),
});

export type WatermarkFormValues = z.infer<typeof watermarkFormSchema>;

export function watermarkToFormValues(watermark: Watermark): WatermarkFormValues {
  return {
    watermarkContent: watermark.watermarkContent,
    fontSize: String(watermark.fontSize),
    color: watermark.color,
    opacity: String(watermark.opacity),
    position: watermark.position,
  };
}

export function formValuesToWatermark(values: WatermarkFormValues): Watermark {
  return {
    watermarkContent: values.watermarkContent.trim(),
    fontSize: Number(values.fontSize),
    color: values.color.trim().toLowerCase(),
    opacity: Number(values.opacity),
    position: values.position,
  };
}

/** Replaces `{name}`, `{id}` and `{date}` (every occurrence); other braces stay as typed. */
export function fillWatermarkText(
  template: string,
  reader: { name: string; id: string; date: string },
): string {
  return template.replace(
    /\{(name|id|date)\}/g,
    (_match, key: 'name' | 'id' | 'date') => reader[key],
  );
}

/** A date as yyyy-MM-dd, the way the reader's watermark prints it. */
export function watermarkDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const inset = '6%';

/**
 * Where the text box sits on a page (absolute positioning inside the page box). Diagonal runs
 * corner to corner (−45°, the usual "confidential" slant); tile is drawn as a repeated grid.
 */
export function watermarkPlacement(position: WatermarkPosition): CSSProperties {
  switch (position) {
    case 'top-left':
      return { top: inset, left: inset };
    case 'top-right':
      return { top: inset, right: inset, textAlign: 'right' };
    case 'bottom-left':
      return { bottom: inset, left: inset };
    case 'bottom-right':
      return { bottom: inset, right: inset, textAlign: 'right' };
    case 'diagonal':
      return {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%) rotate(-45deg)',
        whiteSpace: 'nowrap',
      };
    case 'center':
    case 'tile':
      return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', textAlign: 'center' };
  }
}
