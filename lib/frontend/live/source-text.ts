/**
 * Identity of functions and values held by live schemas: the source text of a function with
 * whitespace and comments folded (two refinements with the same text are the same marker, as
 * in the static rules), static values as JSON.
 */
import { objectId } from '../../model/object-ids.js';
import { valueText as dataText } from '../../model/value-text.js';

/**
 * Source text of a function with whitespace and comments folded, for marker identity. A function
 * with no source of its own (a bound function, a built-in: `function () { [native code] }`,
 * `function isNaN() { [native code] }` for both `isNaN` and `Number.isNaN`) is itself: its text
 * would make every bound function one check.
 */
export function functionText(fn: unknown): string {
  if (typeof fn !== 'function') return '';
  const text = Function.prototype.toString.call(fn);
  if (/\{\s*\[native code\]\s*\}\s*$/u.test(text)) return `[native code #${objectId(fn)}]`;
  return normalizeSource(text);
}

/**
 * Source text with comments dropped and layout folded, the way the static rules compare
 * arguments (as their tokens): two texts are equal exactly when their tokens are. String,
 * template and regular-expression literals are kept whole, so `"a b"` and `"ab"`, or a `//`
 * inside a string, are not mistaken for layout or a comment. Tokens are joined without space
 * except where joining would change them (`typeof v`, `a - -b`), so `() => def` reads `()=>def`.
 * Semicolons are left out, as the static rules leave them out: TypeScript's output has one where
 * the source relied on automatic insertion.
 */
export function normalizeSource(text: string): string {
  let out = '';
  let regexAllowed = true;
  let braces = 0;
  const templates: number[] = []; // brace depth at each open `${`
  const emit = (token: string, kind: 'word' | 'punct' | 'literal'): void => {
    const before = out[out.length - 1];
    if (before !== undefined && needsSpace(before, token[0]!)) out += ' ';
    out += token;
    if (kind === 'word') regexAllowed = EXPRESSION_KEYWORDS.has(token);
    else if (kind === 'punct') regexAllowed = token !== ')' && token !== ']' && token !== '}';
    else regexAllowed = false;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/u.test(c)) {
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === '"' || c === "'") {
      const end = literalEnd(text, i + 1, (ch) => ch === c || ch === '\n');
      emit(text.slice(i, end), 'literal');
      i = end;
    } else if (c === '`' || (c === '}' && templates.length > 0 && templates[templates.length - 1] === braces)) {
      // A template chunk: from ` or } up to ` or ${ (an expression inside is tokenized).
      if (c === '}') templates.pop();
      let end = i + 1;
      for (; end < text.length; end++) {
        const ch = text[end];
        if (ch === '\\') end++;
        else if (ch === '`') {
          end++;
          break;
        } else if (ch === '$' && text[end + 1] === '{') {
          end += 2;
          templates.push(braces);
          break;
        }
      }
      emit(text.slice(i, end), 'literal');
      i = end;
    } else if (c === '/' && regexAllowed) {
      let end = i + 1;
      let inClass = false;
      for (; end < text.length && text[end] !== '\n'; end++) {
        const ch = text[end];
        if (ch === '\\') end++;
        else if (ch === '[') inClass = true;
        else if (ch === ']') inClass = false;
        else if (ch === '/' && !inClass) {
          end++;
          break;
        }
      }
      while (end < text.length && isWordChar(text[end]!)) end++; // flags
      emit(text.slice(i, end), 'literal');
      i = end;
    } else if (isWordChar(c)) {
      let end = i + 1;
      while (end < text.length && isWordChar(text[end]!)) end++;
      emit(text.slice(i, end), 'word');
      i = end;
    } else {
      const punct = PUNCTUATORS.find((p) => text.startsWith(p, i)) ?? c;
      if (punct === ';') {
        // Left out: a compiler adds the semicolons a source left to ASI (`{ return v }`).
        regexAllowed = true;
        i++;
        continue;
      }
      if (punct === '{') braces++;
      else if (punct === '}') braces--;
      emit(punct, 'punct');
      i += punct.length;
    }
  }
  return out;
}

/** The index just past a quoted literal's closing quote (or the line's end, if unterminated). */
function literalEnd(text: string, from: number, closes: (ch: string) => boolean): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (closes(ch)) return ch === '\n' ? i : i + 1;
  }
  return text.length;
}

function isWordChar(ch: string): boolean {
  return /[\p{ID_Continue}$\u200c\u200d]/u.test(ch);
}

/** Characters of operators that would fuse with a neighbour's (`- -` is not `--`). */
const GLUE = new Set('+-*/%<>=!&|?.:^~');

function needsSpace(before: string, after: string): boolean {
  return (isWordChar(before) && isWordChar(after)) || (GLUE.has(before) && GLUE.has(after));
}

/** After these words a `/` starts a regular expression, not a division. */
const EXPRESSION_KEYWORDS = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await',
]);

/** JavaScript's punctuators, longest first (maximal munch). */
const PUNCTUATORS = [
  '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
  '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '**', '<<', '>>',
];

/** A stable text for a catch/default value: see lib/model/value-text.ts; functions by their text. */
export function valueText(value: unknown): string {
  return dataText(value, functionText);
}

/**
 * A fallback as the static rules read it: an arrow that only returns a literal (`() => 20`,
 * `() => -1`, `(ctx) => 'fast'`, `() => []`) is that value, read from its text and never called
 * (an object with keys it builds is not read here); anything else as `valueText` gives it. Zod
 * calls the function for the value, so `.catch(() => 20)` is `.catch(20)`.
 */
export function fallbackText(value: unknown): string {
  if (typeof value === 'function') {
    const body = ARROW_RETURNING.exec(functionText(value))?.[1];
    const literal = body === undefined ? NOT_LITERAL : literalOf(body);
    if (literal !== NOT_LITERAL) return dataText(literal);
  }
  return valueText(value);
}

/** `()=>…`, `ctx=>…`, `(ctx)=>…` as normalizeSource writes them, with the returned expression. */
const ARROW_RETURNING = /^(?:\(\)|\(?[A-Za-z_$][\w$]*\)?)=> ?(?!\{)(.+)$/su;
const NOT_LITERAL: unique symbol = Symbol('not a literal');

/** A number, a string in either quote, true, false, null, undefined, `[]` or `({})`, written alone; else NOT_LITERAL. */
function literalOf(text: string): unknown {
  if (/^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/u.test(text) || text === 'true' || text === 'false' || text === 'null' || /^"(?:[^"\\]|\\.)*"$/u.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return NOT_LITERAL;
    }
  }
  if (/^'[^'\\"]*'$/u.test(text)) return text.slice(1, -1);
  if (text === 'undefined' || text === 'void 0') return undefined;
  // An empty list or object, the usual fallbacks of an array or a record: `.catch(() => [])`.
  if (text === '[]') return [];
  if (text === '({})') return {};
  return NOT_LITERAL;
}

