/**
 * Groups an E.164 number for reading ("+48 500 600 700"), as every page shows a stored phone.
 * Only the product's two markets are grouped; anything else is shown as stored rather than
 * guessed at. No libphonenumber: /login's first visit shows a number without loading it.
 */
export function formatPhone(e164: string): string {
  const polish = /^\+48(\d{3})(\d{3})(\d{3})$/.exec(e164);
  if (polish) return `+48 ${polish[1]} ${polish[2]} ${polish[3]}`;
  const ukrainian = /^\+380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  if (ukrainian) return `+380 ${ukrainian[1]} ${ukrainian[2]} ${ukrainian[3]} ${ukrainian[4]}`;
  return e164;
}
