import { useSyncExternalStore } from 'react';

/**
 * A company administrator looking at their site as its readers see it (issue 21, part 8). The
 * route rules send administrators from readers' pages to their dashboard (product.md §6); the
 * header's "View the site" turns this on for the tab, the admin area turns it off again.
 */
const storageKey = 'hondana.siteView';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

function write(isOn: boolean): void {
  if (read() === isOn) return;
  try {
    if (isOn) window.sessionStorage.setItem(storageKey, '1');
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Without storage the administrator stays in the admin area.
  }
  listeners.forEach((listener) => listener());
}

export const enterSiteView = (): void => write(true);
export const leaveSiteView = (): void => write(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while this tab's administrator views the site as a reader. */
export function useSiteView(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
