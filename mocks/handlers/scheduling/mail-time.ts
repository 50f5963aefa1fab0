/** A time as the recipient of an e-mail reads it: "1 Dec 2026, 10:00 (Asia/Kolkata)". */
export function whenFor(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
  return `${text} (${timeZone})`
}
