/**
 * Sets `isFavorite` on every copy of one content inside cached answers (group lists, pages of
 * contents, details), so a star changed on one screen shows on all of them (product.md §4
 * Favourite). Returns the same object when nothing changed, so unaffected queries keep their data.
 */
export function withFavoriteFlag<T>(data: T, contentId: string, isFavorite: boolean): T {
  return update(data, contentId, isFavorite) as T;
}

function update(value: unknown, contentId: string, isFavorite: boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const updated = update(item, contentId, isFavorite);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.id === contentId && typeof record.isFavorite === 'boolean') {
    return record.isFavorite === isFavorite ? value : { ...record, isFavorite };
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    const updated = update(child, contentId, isFavorite);
    if (updated !== child) changed = true;
    next[key] = updated;
  }
  return changed ? next : value;
}
