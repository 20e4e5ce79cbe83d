/**
 * A number per object (a schema node, a shape), the same for the whole process: keys built from
 * them mean the same in every module and every analysis (a helper call's key made by the caller's
 * module is read in the helper's; a comparison already made is recognised by its nodes). Held
 * weakly, so a dropped model takes its numbers with it.
 */
const ids = new WeakMap<object, number>();
let nextId = 1;

export function objectId(node: object): number {
  let id = ids.get(node);
  if (id === undefined) ids.set(node, (id = nextId++));
  return id;
}
