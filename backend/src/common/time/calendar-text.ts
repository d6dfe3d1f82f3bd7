const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-03" → "Dec 03, 2026": how the app writes a calendar date to people (docs/notifications.md, e-mails included). */
export function calendarDateText(date: string): string {
  const [year, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}
