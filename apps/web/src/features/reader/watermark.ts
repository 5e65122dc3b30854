import type { Watermark } from './reader-api';

export const watermarkClass = 'hondana-watermark';

/** Copies of the text in a tile watermark: enough rows and columns to cover a large page. */
const TILE_ROWS = 6;
const TILE_COLUMNS = 3;

/**
 * The watermark as a plain element (the PDF viewer adds pages outside React): the reader's name
 * and the date, in the company's size, colour, opacity and position. Real elements, not a
 * background image, so every printed page carries it whatever the print settings say.
 */
export function createWatermarkElement(watermark: Watermark): HTMLElement {
  const layer = document.createElement('div');
  layer.className = `${watermarkClass} ${watermarkClass}--${watermark.position}`;
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.watermark = watermark.watermarkContent;
  layer.style.setProperty('--wm-color', watermark.color);
  layer.style.setProperty('--wm-opacity', String(watermark.opacity / 100));
  layer.style.setProperty('--wm-size', `${watermark.fontSize}px`);
  const copies = watermark.position === 'tile' ? TILE_ROWS * TILE_COLUMNS : 1;
  for (let index = 0; index < copies; index++) {
    const text = document.createElement('span');
    text.textContent = watermark.watermarkContent;
    layer.append(text);
  }
  return layer;
}

/** Puts a watermark into `container` unless one is there already (pages re-render). */
export function ensureWatermark(container: HTMLElement, watermark: Watermark): void {
  if (container.querySelector(`:scope > .${watermarkClass}`)) return;
  container.append(createWatermarkElement(watermark));
}
