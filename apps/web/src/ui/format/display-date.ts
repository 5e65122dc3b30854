/** A timestamp as YYYY/MM/DD in local time (product.md §9); '' when it cannot be read. */
export function formatDisplayDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}/${month}/${day}`;
}

/** A timestamp as YYYY/MM/DD HH:mm in local time (records where the hour matters). */
export function formatDisplayDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const day = formatDisplayDate(date);
  if (!day) return '';
  const hours = String(date.getHours()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${day} ${hours}:${minutes}`;
}
