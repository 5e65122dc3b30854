/**
 * foliate-js renders each section into a frame of its own making, inside a closed shadow root,
 * and gives it `sandbox="allow-same-origin allow-scripts"` in the constructor, then sets its src
 * in the same task: the sandbox a frame's document gets is read at that navigation, so nothing
 * done to the frame afterwards, nor in a MutationObserver, would reach the book. It has no
 * option for the sandbox. So iframes are kept from asking for scripts where the attribute is
 * set. No frame in this app needs scripts (the reader's are the only ones).
 *
 * foliate-js keeps allow-scripts for a WebKit bug (bugs.webkit.org 218086): there, listeners
 * the page adds to a frame without scripts do not run, so in Safari keys, swipes and link clicks
 * inside the page do not reach the reader; the toolbar and the keys outside the page still do.
 * In Chromium and Firefox such listeners run as before.
 */
const SCRIPTS_TOKEN = 'allow-scripts';

/** Sandbox tokens are split on ASCII whitespace and compared ASCII case-insensitively. */
function tokensOf(sandbox: string): string[] {
  return sandbox.split(/[\t\n\f\r ]+/).filter((token) => token !== '');
}

function isScriptsToken(token: string): boolean {
  return token.toLowerCase() === SCRIPTS_TOKEN;
}

/** The sandbox tokens without allow-scripts. */
export function withoutScripts(sandbox: string): string {
  return tokensOf(sandbox)
    .filter((token) => !isScriptsToken(token))
    .join(' ');
}

let installed = false;

/** Makes every later `iframe.setAttribute('sandbox', …)` leave allow-scripts out. */
export function forbidScriptsInFrames(): void {
  if (installed) return;
  installed = true;
  const setAttribute = Element.prototype.setAttribute;
  Object.defineProperty(HTMLIFrameElement.prototype, 'setAttribute', {
    configurable: true,
    writable: true,
    value: function setFrameAttribute(this: HTMLIFrameElement, name: string, value: string) {
      const kept = name.toLowerCase() === 'sandbox' ? withoutScripts(String(value)) : value;
      setAttribute.call(this, name, kept);
    },
  });
}

/**
 * Whether the frame a section was shown in may run scripts: no frame to be found, no sandbox,
 * or one with allow-scripts (a foliate-js that sets it some other way). The reader then stops.
 */
export function frameMayRunScripts(doc: Document): boolean {
  const frame = doc.defaultView?.frameElement;
  const sandbox = frame?.getAttribute('sandbox');
  return sandbox === null || sandbox === undefined || tokensOf(sandbox).some(isScriptsToken);
}
