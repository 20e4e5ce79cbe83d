/**
 * `target.push(...items)` without the spread: a spread passes each item as an argument, and a
 * list of a few hundred thousand (a union's options doubled by spreads, `[...o, ...o]` nineteen
 * times) exceeds what V8 takes as arguments, a RangeError thrown mid-evaluation.
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) target.push(items[i]!);
}
