/** A severity's colour: red down to error, orange for warning, blue for notice, grey below. */
export function levelColour(level: number): string {
  if (level <= 3) return 'red';
  if (level === 4) return 'orange';
  if (level === 5) return 'blue';
  return 'default';
}
