const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Date-time as users see it: `yyyy-MM-dd HH:mm:ss`, in the device's time zone.
 * Accepts a Date, epoch milliseconds or an ISO-8601 string; text that is not a date is
 * returned unchanged (the server sometimes sends display text).
 */
export function formatDateTime(value: Date | number | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
