/** "26/11 at 10:42" (today: "10:42"), in the phone's own time. */
export function formatShownAsOf(at: number, now: Date = new Date()): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (date.toDateString() === now.toDateString()) return time;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)} at ${time}`;
}
