/**
 * Where a path lies with respect to the project root: the one test every read of another file
 * passes (the module graph's follows, the look at a directory's imports).
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

/** Whether `path` is `root` or lies under it (lexically: symlinks are the caller's to resolve). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The real path, or null when it cannot be resolved (missing, a dangling link, no access). */
export function safeRealpath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}
