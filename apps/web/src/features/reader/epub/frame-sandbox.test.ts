// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forbidScriptsInFrames, frameMayRunScripts, withoutScripts } from './frame-sandbox';

// jsdom lays nothing out and has no media queries; foliate-js's constructors use both.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
const lightScheme = () => ({
  matches: false,
  addEventListener(): void {},
  removeEventListener(): void {},
});

/** The iframes foliate-js creates: they live in its closed shadow roots, out of a query's reach. */
function collectFrames(): HTMLIFrameElement[] {
  const frames: HTMLIFrameElement[] = [];
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(
    (name: string, options?: ElementCreationOptions) => {
      const element = createElement(name, options);
      if (element instanceof HTMLIFrameElement) frames.push(element);
      return element;
    },
  );
  return frames;
}

/** A one-section book as foliate-js's renderers take it. */
const oneSectionBook = {
  dir: 'ltr',
  rendition: { layout: 'pre-paginated', spread: 'none' },
  sections: [{ id: 's0', linear: 'yes', load: () => 'about:blank', pageSpread: 'center' }],
};

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal('matchMedia', lightScheme);
  forbidScriptsInFrames();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('withoutScripts', () => {
  it('leaves allow-scripts out, in any case and spacing, and keeps the rest', () => {
    expect(withoutScripts('allow-same-origin allow-scripts')).toBe('allow-same-origin');
    expect(withoutScripts(' ALLOW-SCRIPTS\tallow-same-origin\nallow-Scripts ')).toBe(
      'allow-same-origin',
    );
    expect(withoutScripts('allow-scripts')).toBe('');
  });
});

describe('forbidScriptsInFrames', () => {
  it('keeps allow-scripts out of any iframe sandbox set through setAttribute', () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin allow-scripts');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    frame.setAttribute('SANDBOX', 'allow-scripts');
    expect(frame.getAttribute('sandbox')).toBe('');
    frame.setAttribute('title', 'allow-scripts');
    expect(frame.getAttribute('title')).toBe('allow-scripts');
  });

  it('gives the paginated renderer’s frames no allow-scripts', async () => {
    const frames = collectFrames();
    await import('foliate-js/paginator.js');
    const renderer = document.createElement('foliate-paginator') as HTMLElement & {
      open(book: unknown): void;
      goTo(target: { index: number }): Promise<void>;
    };
    document.body.append(renderer);
    renderer.open(oneSectionBook);
    void renderer.goTo({ index: 0 });
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(frames[0]?.getAttribute('sandbox')).toBe('allow-same-origin');
  });

  it('gives the fixed-layout renderer’s frames no allow-scripts', async () => {
    const frames = collectFrames();
    await import('foliate-js/fixed-layout.js');
    const renderer = document.createElement('foliate-fxl') as HTMLElement & {
      open(book: unknown): void;
      goTo(target: { index: number }): Promise<void>;
    };
    document.body.append(renderer);
    renderer.open(oneSectionBook);
    void renderer.goTo({ index: 0 });
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
    for (const frame of frames) expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
  });
});

describe('frameMayRunScripts', () => {
  const shownIn = (sandbox: string | null) => {
    const frame = document.createElement('iframe');
    // Set past the hook, as a foliate-js that changed its ways might.
    if (sandbox !== null) Element.prototype.setAttribute.call(frame, 'sandbox', sandbox);
    document.body.append(frame);
    return frame.contentDocument!;
  };

  it('holds for a frame with allow-scripts or no sandbox, not for allow-same-origin', () => {
    expect(frameMayRunScripts(shownIn('allow-same-origin allow-scripts'))).toBe(true);
    expect(frameMayRunScripts(shownIn(null))).toBe(true);
    expect(frameMayRunScripts(shownIn('allow-same-origin'))).toBe(false);
  });
});
