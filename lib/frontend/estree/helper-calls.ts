/**
 * What the evaluator needs to read a call of a helper function of the project: which bodies it
 * reads (declarations, then one return), and how the call's arguments bind to the parameters,
 * destructuring and defaults included. Nothing is run: each parameter is a value read on demand.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node, Scope, Variable } from './source-file.js';
import type { FunctionNode, Value } from './values.js';
import { unknown } from './values.js';

/**
 * Statements a helper may make before its return: they declare names and change nothing. A
 * `const` (or a `let` written once) is read where it is used, in the call's bindings.
 */
const DECLARATIONS: ReadonlySet<string> = new Set(['VariableDeclaration', 'FunctionDeclaration', 'TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'EmptyStatement']);

/** The expression a helper returns, or why its body is not read. */
export function helperBody(fn: FunctionNode): { readonly returned: Node } | string {
  if (fn.body.type !== 'BlockStatement') return { returned: fn.body };
  const statements = fn.body.body;
  const last = statements[statements.length - 1];
  if (!last || last.type !== 'ReturnStatement' || !last.argument) return 'its body does not end by returning a value';
  for (let i = 0; i < statements.length - 1; i++) {
    const statement = statements[i]!;
    // `using` declarations run code when the scope ends; `declare` ones have no value.
    const declares = DECLARATIONS.has(statement.type) && !(statement.type === 'VariableDeclaration' && (statement.kind === 'using' || statement.kind === 'await using'));
    // A directive (`'use strict'`) changes nothing the body reads.
    const directive = statement.type === 'ExpressionStatement' && statement.directive !== undefined;
    if (!declares && !directive) {
      return `${describeStatement(statement.type)} at line ${statement.loc.start.line}; a helper is read when its body only declares names and then returns`;
    }
  }
  return { returned: last.argument };
}

/** `IfStatement` -> `an if statement`. */
function describeStatement(type: string): string {
  const words = type.replace(/^TS/u, 'TypeScript ').replace(/([a-z])([A-Z])/gu, '$1 $2').toLowerCase();
  return /^[aeiou]/u.test(words) ? `an ${words}` : `a ${words}`;
}

export interface BinderHost {
  /** A parameter's default, read in the call's bindings. */
  evaluateDefault(node: Node): Value;
  /** A property of a schema or of Zod itself (`const { shape } = Base`). */
  member(value: Value, name: string, at: Node): Value;
}

/** Binds the parameters of one call: each name a value read when the body first asks for it. */
export class ParameterBinder {
  constructor(
    private readonly host: BinderHost,
    private readonly scope: Scope,
    private readonly params: Map<Variable, () => Value>,
  ) {}

  pattern(pattern: TSESTree.Node, read: () => Value): void {
    switch (pattern.type) {
      case 'Identifier': {
        const variable = this.scope.set.get(pattern.name);
        if (!variable) return;
        let value: Value | undefined;
        this.params.set(variable, () => (value ??= read()));
        return;
      }
      case 'AssignmentPattern': {
        const fallback = pattern.right;
        this.pattern(pattern.left, () => {
          const value = read();
          return value.kind === 'primitive' && value.value === undefined ? this.host.evaluateDefault(fallback) : value;
        });
        return;
      }
      case 'ObjectPattern':
        for (const property of pattern.properties) {
          if (property.type === 'RestElement') {
            this.pattern(property.argument, () => unknown('the rest of a destructured parameter'));
            continue;
          }
          const key = property.computed ? null : property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
          const at = property.key;
          this.pattern(property.value, key === null ? () => unknown('a computed key in a destructured parameter') : () => this.memberOf(read(), key, at));
        }
        return;
      case 'ArrayPattern':
        pattern.elements.forEach((element, index) => {
          if (!element) return;
          if (element.type === 'RestElement') {
            this.pattern(element.argument, () => restOf(read(), index));
            return;
          }
          this.pattern(element, () => this.memberOf(read(), String(index), element));
        });
        return;
      default:
        return;
    }
  }

  /** What destructuring `key` out of `value` gives, as JavaScript would. */
  private memberOf(value: Value, key: string, at: Node): Value {
    switch (value.kind) {
      case 'object': {
        const entry = value.entries.get(key);
        if (entry) return entry.get();
        // A missing key is `undefined` (and takes the default) only if no key is unknown.
        return value.unresolved.length === 0 ? UNDEFINED : unknown(`no property '${key}' the evaluator can see`);
      }
      case 'array': {
        const index = Number(key);
        if (!Number.isInteger(index)) return unknown(`'${key}' of an array`);
        const element = value.elements[index];
        return element ? element() : UNDEFINED;
      }
      case 'schema':
      case 'zod':
      case 'module':
        return this.host.member(value, key, at);
      case 'unknown':
        return value;
      case 'primitive':
        return value.value === undefined || value.value === null ? unknown(`destructures ${String(value.value)}`) : unknown(`'${key}' of a ${typeof value.value}`);
      default:
        return unknown('destructures a value the evaluator does not follow');
    }
  }
}

const UNDEFINED: Value = { kind: 'primitive', value: undefined };

/** A missing argument. */
export const UNDEFINED_ARGUMENT = (): Value => UNDEFINED;

function restOf(value: Value, from: number): Value {
  if (value.kind !== 'array') return value.kind === 'unknown' ? value : unknown('the rest of something that is not an array');
  return { kind: 'array', elements: value.elements.slice(from), spans: value.spans.slice(from) };
}
