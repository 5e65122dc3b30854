import { useSyncExternalStore } from 'react';
import type { DrawerItem } from './drawer-list';

/*
 * The home layout's side menu lists the company's content groups. The library loads with its
 * screens (lazily, outside the home page's initial budget), so those screens publish the menu
 * here and the layout, which is in every page's first chunk, only reads it.
 */

let items: readonly DrawerItem[] = [];
const listeners = new Set<() => void>();

/** Replaces the library's entries of the home side menu. */
export function setHomeMenuItems(next: readonly DrawerItem[]): void {
  if (next === items) return;
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The library's entries of the home side menu (empty until a library screen has loaded). */
export function useHomeMenuItems(): readonly DrawerItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
