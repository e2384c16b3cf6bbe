/** The word of a wire value in one of the protocol's value maps (`PSC`, `TRUNK_MODE`, …): its key, for the dictionary. */
export function wordOf<M extends Record<string, number>>(map: M, value: number): keyof M & string {
  const found = Object.entries(map).find(([, v]) => v === value);
  return (found?.[0] ?? Object.keys(map)[0]) as keyof M & string;
}

/** A value map's choices in wire order, each with its word. */
export const choicesOf = <M extends Record<string, number>>(map: M) =>
  (Object.entries(map) as [keyof M & string, number][]).map(([word, value]) => ({ word, value }));
