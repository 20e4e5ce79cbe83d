/**
 * The ESTree evaluator: from expressions to values, schemas among them.
 *
 * It follows `const` (and written-once `let`) bindings through any number of aliases, reads
 * object and array literals with spreads, and walks method chains iteratively so a chain of
 * thousands of calls does not grow the stack. It never executes anything: what it cannot read
 * is an `unknown` value with a reason, which becomes an `unresolved` model node. Cycles end in
 * `unknown('circular reference')`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { closedOverValue } from '../../model/closure-identity.js';
import { baseOf } from '../../model/walk.js';
import { sameSchema } from '../../model/same-schema.js';
import { objectId } from '../../model/object-ids.js';
import { isWrapper, unresolved, type SchemaNode, type SourceSpan, type UnionNode, type UnresolvedNode } from '../../model/schema.js';
import type { Node, Scope, SourceFile, Variable } from './source-file.js';
import { describeSyntax, findVariable, forEachChild, identifiersOf, isNamed, keyName, memberName, requiredSpecifier, scopeOf, skipTypeWrappers, spanBetween, spanOf, spansFrom } from './source-file.js';
import { callbackOf, callMember, getMember, mappedElements, writtenArguments, type CallSite } from './zod-api.js';
import type { TypeHost } from '../types/index.js';
import type { ModuleExports, ModuleGraph } from './modules.js';
import { interopArgument, zodSources, type ZodBinding, type ZodSources } from './zod-imports.js';
import { foldedValue, foldGlobalCall, foldStaticCall, GLOBAL_CONSTANT_OBJECTS, primitivesOf, type Folded } from './builtins.js';
import { commonJsExports } from './commonjs-exports.js';
import { compiledEnum, compiledNamespace, compiledNamespaceOfParameter, type CompiledEnumMember, type CompiledNamespace } from './compiled-enums.js';
import { appendAll } from '../../model/append.js';
import { buildPlan, changeThrough, countingVariable, exported, exportsThrough, handedToChanger, isStepSequence, iteratedWhole, staticFills, outsideTypeWrappers, stepMember, whileCounter, type Callback, type HandedOn, type Loop, type Step } from './built-up.js';
import { helperBody, isSwitchTest, ParameterBinder, UNDEFINED_ARGUMENT, type Branch, type Exit, type HelperBody, type SwitchTest } from './helper-calls.js';
import {
  CYCLE_REASON,
  describeValue,
  isCycleReason,
  inPropertyOrder,
  iterated,
  mapKey,
  mapValue,
  mapValueList,
  memberEntry,
  objectWithout,
  schema,
  primitiveList,
  slotOf,
  truthiness,
  unknown,
  withBoundArguments,
  type ArrayValue,
  type Entry,
  type FunctionNode,
  type FunctionValue,
  type HelperCall,
  type HelperHost,
  type MapEntry,
  type ObjectValue,
  type PrimitiveValue,
  type UnknownValue,
  type Value,
} from './values.js';
import { isFunctionNode, MAX_CURRIED, returningFunction } from './call-sites.js';

/** Deeper nesting than this (in arguments, not chains) is reported as unresolved. */
const MAX_DEPTH = 400;

/**
 * The evaluations under way, over every module's evaluator: a value followed through imports
 * (`z.union([M.N, ...])` in each of 300 modules, each `M` the next) nests evaluations of one
 * module inside another's, on one stack. Counted per evaluator, each module began at 0, and the
 * stack ran out at the 244th module ("Maximum call stack size exceeded" as the reason).
 */
let nesting = 0;
const IN_PROGRESS: Value = unknown(CYCLE_REASON);
/** Helper calls inside helper calls: deeper than this is reported as unresolved. */
const MAX_FRAMES = 8;
/** Helper calls one module's evaluation reads, at most (a file of 2,000 `op(...)` variants makes 2,000). */
const MAX_HELPER_CALLS = 20_000;


/**
 * One call of a helper function of the file (`op('setText', { text: z.string() })`): its
 * parameters bound to the call's arguments, and the values of the nodes of its body under
 * those bindings, apart from every other call's.
 */
interface Frame {
  /** The function called, or the loop (or `.forEach()` callback) of one pass that fills a value (built-up.ts). */
  readonly fn: FunctionNode | Loop;
  /** The call under way that made this call (for calls of itself, and depth). */
  readonly parent: Frame | undefined;
  /**
   * The call under way in which the function was made, if any (a closure): names its body reads
   * and does not declare are that call's. Else the caller (the functions of the module).
   */
  readonly lexical: Frame | undefined;
  readonly depth: number;
  readonly params: ReadonlyMap<Variable, () => Value>;
  readonly memo: Map<Node, Value>;
  /** Calls of the functions written inside this call's function: their values depend on its bindings. */
  readonly results: HelperResults;
  /** The call's arguments key (`HelperCall.key`). */
  readonly key: string | null;
  /** Where the call is written (`file:offset`): a call of the function from the same place again is a call of itself. */
  readonly site: string;
  /** What the call returns, once read: a getter in it that calls the function again gets it back. */
  result: Value | undefined;
  /** A function's call: its arguments, as `arguments` reads them in its body. */
  readonly args?: ArrayValue;
  /** What `this` is in the call, when it was called as a member (`HelperCall.receiver`). */
  readonly receiver?: Value;
}

/** Helper calls made, by function, then by arguments and call site (see `callHelper`). */
type HelperResults = Map<FunctionNode, Map<string, Value>>;

export class Evaluator implements HelperHost {
  private readonly memo = new Map<Node, Value>();
  /**
   * `handedOn` per variable. Kept by this evaluation, not by the module's syntax as `mutationOf`
   * is: which function a callee is may be read from another module, which may change between lint
   * runs while this one's parse is kept.
   */
  private readonly handedOnes = new WeakMap<Variable, HandedOn | null>();
  /** The helper call being evaluated, if any (see `callHelper`). */
  private frame: Frame | undefined;
  /**
   * Calls of the module's top-level functions made, by arguments (when each is a primitive or a
   * schema; see `argumentsKey`) and call site. A function written inside another keeps its calls
   * in the frame of the call that made it (`Frame.results`).
   */
  private readonly helperResults: HelperResults = new Map();
  /** Helper calls read so far (see `MAX_HELPER_CALLS`). */
  private helperCalls = 0;
  /** Every union this evaluator has built, in the order built (see `builtUnion`). */
  readonly unions: UnionNode[] = [];
  /**
   * Calls written in this file of a function of another module, with what each returned (the
   * first time): a union such a helper builds from this call's arguments is this file's to report
   * (`q: unionOf(2)`, `z.array(unionOf(3))`), at the call; in the helper's module its checks read
   * a parameter.
   */
  readonly foreignCalls: { readonly call: TSESTree.CallExpression; readonly value: Value }[] = [];
  /** The calls of functions this evaluation has made (read): a helper's call in a callback was read when its callback was called. */
  readonly calledSites = new Set<TSESTree.CallExpression>();

  constructor(
    readonly source: SourceFile,
    private readonly bindings: ReadonlyMap<Variable, ZodBinding>,
    /** Initializers of `const X = ...` and the name X, to label variants. */
    private readonly declaredNames: ReadonlyMap<Node, string>,
    /** Other modules of the project; without it, imports stay unresolved. */
    private readonly modules?: { graph: ModuleGraph; file: string; sources: ZodSources },
    /** The type-aware tier, for expressions of this file syntax cannot resolve. */
    private readonly types?: TypeHost,
  ) {}

  /** The value a top-level variable holds (for other modules importing it). */
  valueOfVariable(variable: Variable, at: Node): Value {
    const binding = this.bindings.get(variable);
    if (binding) return { kind: 'zod', path: binding.path, flavor: binding.flavor, spelledAs: binding.path.length ? null : variable.name };
    return this.variableValue(variable, at);
  }

  evaluate(node: Node): Value {
    // A node of a helper's body has a value per call: the innermost call whose function holds it.
    const frame = this.frameOf(node);
    const memo = frame ? frame.memo : this.memo;
    const cached = memo.get(node);
    if (cached !== undefined) return cached;
    if (nesting >= MAX_DEPTH) return unknown('nesting too deep to follow', this.span(node));
    memo.set(node, IN_PROGRESS);
    nesting++;
    const outer = this.frame;
    this.frame = frame;
    let value: Value;
    try {
      value = this.compute(node);
    } catch (error) {
      // A bug or an exhausted stack must not take the lint run down: the node stays unresolved.
      value = unknown(`could not be evaluated (${error instanceof Error ? error.message : 'error'})`, this.span(node));
    } finally {
      nesting--;
      this.frame = outer;
    }
    if (value.kind === 'unknown' && this.types && !typeAskedOfParent(node) && !this.readsCallBindings(node, frame)) value = this.typed(node, value);
    value = this.named(node, value);
    memo.set(node, value);
    return value;
  }

  /** The innermost helper call under way whose function holds `node`, if any. */
  private frameOf(node: Node): Frame | undefined {
    for (let frame = this.frame; frame; frame = enclosing(frame)) {
      if (holds(frame.fn, node)) return frame;
    }
    return undefined;
  }

  /**
   * Where calls of `fn` are remembered: the call under way in which it was made (`closure`, else
   * the innermost call whose function holds `fn`), else the module.
   */
  private resultsOf(fn: FunctionNode, closure: Frame | undefined): HelperResults {
    for (let frame = closure ?? this.frame; frame; frame = enclosing(frame)) {
      if (frame.fn !== fn && holds(frame.fn, fn)) return frame.results;
    }
    return this.helperResults;
  }

  /** A function value made here, with the call under way whose function holds it (its closure). */
  private functionValue(node: FunctionNode): FunctionValue {
    const closure = this.frameOf(node);
    return closure ? { kind: 'function', node, owner: this, closure } : { kind: 'function', node, owner: this };
  }

  /** The memo of the nodes being evaluated now (a helper call's own, or the file's). */
  private currentMemo(): Map<Node, Value> {
    return this.frame ? this.frame.memo : this.memo;
  }

  /** `read()` with `frame` as the helper call under way: for values read later (a lazy entry). */
  private inFrame<T>(frame: Frame | undefined, read: () => T): T {
    const outer = this.frame;
    this.frame = frame;
    try {
      return read();
    } finally {
      this.frame = outer;
    }
  }

  /** What the TypeScript program knows of an expression syntax could not resolve. */
  private typed(node: Node, fallback: Value): Value {
    // A value defined through itself (`RedoOp = RepeatOp.extend(...)`, `RepeatOp = RedoOp.extend(...)`)
    // throws before it exists (TDZ): what the types say of the expressions around the cycle is not
    // a value, and the cycle, which the reason names, is what to fix.
    if (fallback.kind === 'unknown' && isCycleReason(fallback.reason)) return fallback;
    const model = this.types!.modelOf(node);
    if (!model) {
      // A value its type fixes: `heading(BLOCKS.H1)` of a package's enum passes 'heading-1', so
      // the helper's `z.literal(t)` is that call's literal.
      const primitive = this.types!.primitiveOf(node);
      return primitive ? { kind: 'primitive', value: primitive.value } : fallback;
    }
    // A type that says nothing readable keeps the syntactic reason, which says more: also under
    // wrappers (`zNumUnion([301, 302]).default(302)`, a `z.ZodType<301 | 302>` made in a loop, is
    // "a for statement", not "a Zod type the model does not know" with a default).
    if (baseOf(model).type === 'unresolved') return fallback;
    // `z.literal(Role.Admin)` of an enum from a package: syntax saw the whole call, wrappers at
    // most, and only its value needed the type. Nothing of it can hide a check.
    const scalar = fallback.kind === 'unknown' && fallback.scalar === true ? withVisibleChecks(model) : null;
    return schema(scalar ?? model);
  }

  /**
   * Whether an expression of a helper call under way reads a name the helper declares (a
   * parameter, a local): TypeScript types it once for every call, by the declared types, so
   * `(t: typeof BLOCKS.H1 | typeof BLOCKS.H2) => z.literal(t)` would be a literal of both values
   * in each call (contentful's rich-text nodes: 15 false reports), where each call passes one.
   * Names declared inside the expression (a callback's parameters) are not the call's. Past a
   * bound on the nodes read, it is taken to: the syntactic reason is kept, never a guess.
   */
  private readsCallBindings(node: Node, frame: Frame | undefined): boolean {
    if (!frame) return false;
    let outermost = frame.fn;
    for (let outer = enclosing(frame); outer; outer = enclosing(outer)) if (holds(outer.fn, node)) outermost = outer.fn;
    let budget = CALL_BINDING_NODES;
    let reads = false;
    const visit = (child: Node): void => {
      if (reads) return;
      if (--budget < 0) {
        reads = true;
        return;
      }
      if (child.type === 'Identifier') {
        const block = findVariable(scopeOf(this.source, child), child.name)?.scope.block;
        if (block && holds(outermost, block) && holds(block, node)) reads = true;
        return;
      }
      forEachChild(child, visit);
    };
    visit(node);
    return reads;
  }

  builtUnion(union: UnionNode): UnionNode {
    this.unions.push(union);
    // Built in a pass of a loop or a callback's call (`OPTS.push(z.union(...))` in a `for...of`,
    // `list.map((m) => z.union(...))`): read there with its names bound, so not to be read alone.
    if (this.frame && union.span && union.span.file === undefined) this.boundUnionStarts.add(union.span.range[0]);
    return union;
  }

  /** Where the union calls of this file that were read in a frame (a pass, a callback's call) start. */
  readonly boundUnionStarts = new Set<number>();

  /**
   * For a union call inside a step that fills a list or object (`OPTS.push(z.union(...))` in a
   * loop, where `OPTS` is exported, or read by no union of this file): that value read as at the end
   * of its block and each of its elements read, so that each pass's union is built with the pass's
   * names bound (`boundUnionStarts`), not read alone with them unbound.
   */
  readFillsOf(call: Node): void {
    for (let node = call.parent; node; node = node.parent) {
      const member = stepMember(node);
      const target = member && skipTypeWrappers(member.object);
      if (target?.type !== 'Identifier') continue;
      const variable = findVariable(scopeOf(this.source, target), target.name);
      if (!variable || !buildPlan(variable)) continue;
      const init = this.initializer(variable);
      const filled = init ? this.builtUp(variable, this.evaluate(init), init, true) : null;
      if (filled?.kind === 'array') for (const element of filled.elements) element();
      else if (filled?.kind === 'object') {
        for (const entry of filled.entries.values()) entry.get();
        for (const entry of filled.map?.values() ?? []) entry.value();
      }
      return;
    }
  }

  span(node: Node) {
    return spanOf(node, this.source.file);
  }

  /**
   * Where the `const` a union call initializes is changed later, if it is
   * (`Input.options.push(Extra)`): the union then has options its call does not list.
   */
  laterChange(call: Node): { readonly name: string; readonly change: Node } | null {
    let node = call;
    while (node.parent && node.parent.type !== 'VariableDeclarator' && skipTypeWrappers(node.parent) === call) node = node.parent;
    const declarator = node.parent;
    if (declarator?.type !== 'VariableDeclarator' || declarator.init !== node || declarator.id.type !== 'Identifier') return null;
    const variable = this.source.scopeManager.getDeclaredVariables(declarator)[0];
    const change = variable ? mutationOf(variable) : null;
    return change && { name: declarator.id.name, change };
  }

  /**
   * Tokens joined by single spaces: equal for texts that differ only in whitespace, comments and
   * semicolons, or in TypeScript's types (`(v: string) => ...` is `(v) => ...`: what runs is the same, and
   * live Zod sees the function as JavaScript).
   */
  tokenText(node: Node): string {
    const tokens = this.source.getTokens(node);
    const types = typeOnlyRanges(node);
    const kept = types.length === 0 ? tokens : tokens.filter((token) => !types.some(([start, end]) => token.range[0] >= start && token.range[1] <= end));
    // Semicolons are left out: `{ return v }` and `{ return v; }` are one function (and live Zod
    // reads the compiler's output, which has them).
    let text = '';
    for (const token of kept) if (token.value !== ';') text += text === '' ? token.value : ` ${token.value}`;
    return text;
  }

  /**
   * What makes two markers' arguments the same: the binding an identifier resolves to (through
   * const aliases), else the token text.
   */
  argumentsIdentity(args: readonly Node[]): string {
    return args.map((arg) => this.argumentIdentity(arg)).join(', ');
  }

  private argumentIdentity(arg: Node): string {
    // A literal is one token whose value is its raw text: the common case (`.max(64)`), without
    // asking the token store.
    if (arg.type === 'Literal') return arg.raw;
    const node = skipTypeWrappers(arg);
    // A function written here, inside a helper: its text and the helper's arguments it reads.
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return this.tokenText(arg) + this.closureValues(node);
    // A name, a member or a call that gives a function is that function however it is reached:
    // `isEven`, `F['isEven']`, `const { isEven: even } = F`, `V.check` with `V` another module's
    // object (two modules' `V.check` may be two functions), `v.check` with `v` a helper's
    // parameter, `maxLen(5)` of a factory, and `short5` that a module made with it.
    if (node.type === 'Identifier' || node.type === 'MemberExpression' || node.type === 'CallExpression') {
      const value = this.evaluate(node);
      if (value.kind === 'function') return functionValueIdentity(value, this);
    }
    if (node.type === 'Identifier') {
      const variable = findVariable(scopeOf(this.source, node), node.name);
      // A helper's parameter is what the call passed (`mk('a', isShort)`), not its own name.
      const bound = variable && this.boundFunction(variable);
      if (bound) return functionValueIdentity(bound, this);
      const identity = variable && this.identityOfVariable(variable);
      if (identity) return identity;
    } else if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      // `checks.nonEmpty` through `import * as checks`: the binding the module exports.
      const identity = this.namespaceMemberIdentity(node.object, node.property.name);
      if (identity) return identity;
    }
    return this.tokenText(arg);
  }

  /**
   * The binding a variable stands for, through `const` aliases and imports: the same function
   * imported by two modules, or imported by one and used where it is declared, is one binding.
   * Keyed by the declaring module's path and the name's offset. Null when there is no single
   * binding to name (then the text is compared).
   */
  identityOfVariable(variable: Variable, seen = new Set<Variable>()): string | null {
    if (seen.has(variable)) return null;
    seen.add(variable);
    const defs = valueDefinitions(variable);
    const def = defs[0];
    if (defs.length !== 1 || !def) return null;
    if (def.type === 'ImportBinding') return this.importIdentity(def.node, def.parent);
    const init = def.type === 'Variable' && def.node.id.type === 'Identifier' ? this.initializer(variable) : null;
    const aliased = init && skipTypeWrappers(init);
    if (aliased?.type === 'Identifier') {
      const target = findVariable(scopeOf(this.source, aliased), aliased.name);
      return target ? this.identityOfVariable(target, seen) : null;
    }
    // A function is its text, wherever it is written: `const isSet = (v) => v != null` passed by
    // name is the same check as the same arrow written inline (as live Zod, which sees only
    // functions, compares them). What a function closes over is not read, on either side.
    if (aliased?.type === 'ArrowFunctionExpression' || aliased?.type === 'FunctionExpression') return this.tokenText(aliased);
    return this.bindingIdentity(def.name);
  }

  /**
   * The values a function reads from outside itself, where they tell two functions of one text
   * apart: the arguments of the helper calls under way (`(n) => n < max` made by `op('a', 5)` and
   * by `op('b', 10)` checks two things, though its text is one), and constants (the same text
   * written beside a `const max = 10`). A property read of one (`cfg.max`) is that property.
   * Only a primitive (or a regex) is shown (`[max=5]`); an argument of another kind is `?`, which
   * tells no two calls apart, and a constant of another kind is not shown. Empty for a function
   * that reads none.
   */
  private closureValues(fn: FunctionNode): string {
    const scope = this.source.scopeManager.acquire(fn, true);
    if (!scope || scope.through.length === 0) return '';
    const parts: string[] = [];
    const seen = new Set<string>();
    for (const reference of scope.through) {
      const variable = reference.resolved;
      const id = reference.identifier as Node;
      if (!variable || inMessageText(id, fn)) continue;
      const parent = (id as { parent?: Node }).parent;
      const property = parent?.type === 'MemberExpression' && parent.object === id && !parent.computed && parent.property.type === 'Identifier' ? parent.property.name : undefined;
      const name = property === undefined ? variable.name : `${variable.name}.${property}`;
      if (seen.has(name)) continue;
      seen.add(name);
      const argument = this.argumentOf(variable);
      if (!argument && !isConstant(variable)) continue;
      let value = argument ? argument() : this.evaluate(id);
      if (property !== undefined) value = value.kind === 'object' ? (memberEntry(value, property)?.get() ?? UNKNOWN_MEMBER) : UNKNOWN_MEMBER;
      const shown = value.kind === 'primitive' ? closedOverValue(value.value) : value.kind === 'regex' ? value.text : argument ? '?' : undefined;
      if (shown !== undefined) parts.push(`${name}=${shown}`);
    }
    return parts.length === 0 ? '' : ` [${parts.sort().join(', ')}]`;
  }

  /**
   * Whether `target` (the left of `target ??= value`) is a variable that nothing else sets: declared
   * with no value (or `undefined`, `null`) and written nowhere else. Its value is then `value` once
   * the assignment has run, and before it nothing reads it.
   */
  private setOnlyHere(target: TSESTree.Identifier): boolean {
    const variable = findVariable(scopeOf(this.source, target), target.name);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (!variable || def?.type !== 'Variable' || def.node.id.type !== 'Identifier') return false;
    const init = def.node.init && skipTypeWrappers(def.node.init);
    if (init && !(init.type === 'Literal' && init.value === null) && !(init.type === 'Identifier' && init.name === 'undefined')) return false;
    return variable.references.every((reference) => !reference.isWrite() || reference.identifier === target || (reference.init === true && reference.identifier === def.node.id));
  }

  /**
   * A `const` written as an empty object (`const cache = {}`) whose members are only read or
   * filled by `cache.k ??= v` / `cache[k] ||= v`, each key at one place (a computed key at the only
   * place that fills): a memo table, whose key holds what its one place makes.
   */
  private isMemoTable(object: Node): boolean {
    const id = skipTypeWrappers(object);
    if (id.type !== 'Identifier') return false;
    const variable = findVariable(scopeOf(this.source, id), id.name);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (!variable || def?.type !== 'Variable' || def.parent.kind !== 'const' || def.node.id.type !== 'Identifier') return false;
    const init = def.node.init && skipTypeWrappers(def.node.init);
    if (init?.type !== 'ObjectExpression' || init.properties.length > 0) return false;
    const filled: (string | null)[] = [];
    const onlyFilled = variable.references.every((reference) => {
      if (reference.init === true) return true;
      const member = outsideTypeWrappers(reference.identifier as Node).parent;
      if (member?.type !== 'MemberExpression' || member.object !== outsideTypeWrappers(reference.identifier as Node)) return false;
      const use = member.parent;
      if (use?.type === 'AssignmentExpression' && use.left === member) {
        filled.push(member.computed ? null : memberName(member));
        return use.operator === '??=' || use.operator === '||=';
      }
      return changeThrough(reference.identifier as Node) === null;
    });
    // Two places that may fill one key: which fills it first depends on the order of calls.
    return onlyFilled && (filled.length === 1 || (!filled.includes(null) && new Set(filled).size === filled.length));
  }

  /** A declaration's identity: its module and the offset of its name. */
  private bindingIdentity(name: Node): string {
    return `binding:${this.modules?.file ?? this.source.file ?? ''}:${name.range[0]}`;
  }

  /**
   * A parameter's value as a read sees it: a list or object the function's body fills first
   * (`(acc, op) => { acc.push(z.object(...)); return acc; }`, a `.reduce()` that fills its
   * accumulator) is read filled, a copy per call; changed in any other way, it is unknown. It was
   * read as the argument, as if the body changed nothing (grammar v17: 876 programs, silent).
   */
  private argumentRead(variable: Variable, value: Value, at: Node): Value {
    if ((value.kind !== 'array' && value.kind !== 'object') || variable.defs[0]?.type !== 'Parameter') return value;
    const change = mutationOf(variable, isCollection(value));
    if (!change) return value;
    return this.builtUp(variable, value, at) ?? unknown(`'${variable.name}' is changed in its function (line ${change.loc.start.line})`, this.span(at));
  }

  /** `arguments` in a function: the list its call under way was given (unknown outside a call). */
  private argumentsOf(variable: Variable, at: Node): Value {
    const fn = variable.scope.block as Node;
    // `arguments[0] = X`, `arguments.length = 2`: not the call's arguments any more.
    const change = mutationOf(variable, true);
    if (change) return unknown(`'arguments' is changed in its function (line ${change.loc.start.line})`, this.span(at));
    for (let frame = this.frame; frame; frame = enclosing(frame)) if (frame.fn === fn && frame.args) return frame.args;
    // An only-exported helper read alone: what each caller gives.
    const outside = unknown("'arguments' outside a call the evaluator reads", this.span(at));
    return onlyExported(this.source, fn) ? { ...outside, parameter: true } : outside;
  }

  /** The argument a parameter of a helper call under way is bound to (this call's or an enclosing one's). */
  private argumentOf(variable: Variable): (() => Value) | undefined {
    for (let frame = this.frame; frame; frame = enclosing(frame)) {
      const argument = frame.params.get(variable);
      if (argument) return argument;
    }
    return undefined;
  }

  /**
   * The Zod namespace a parameter stands for when no call binds it: its default
   * (`createSchemas(zod = z)`: VoltAgent builds its server schemas so) or its declared type
   * (`zod: typeof z`, `typeof import('zod')`), when either is Zod itself. The function's own
   * unions are then read as written, which is what every call that passes no other Zod builds;
   * any other parameter stays unknown.
   */
  private zodParameter(id: TSESTree.Identifier): (Value & { kind: 'zod' }) | null {
    const parent = (id as { parent?: Node }).parent;
    if (parent?.type === 'AssignmentPattern' && parent.left === id) {
      const fallback = this.evaluate(parent.right);
      if (fallback.kind === 'zod' && fallback.path.length === 0) return fallback;
    }
    const declared = id.typeAnnotation?.typeAnnotation;
    if (declared?.type !== 'TSTypeQuery') return null;
    const name = declared.exprName;
    if (name.type === 'Identifier') {
      const value = this.evaluate(name);
      return value.kind === 'zod' && value.path.length === 0 ? value : null;
    }
    if (name.type === 'TSImportType' && !declared.typeArguments && !name.qualifier && name.argument.type === 'TSLiteralType' && name.argument.literal.type === 'Literal') {
      const from = name.argument.literal.value;
      const flavor = typeof from === 'string' ? this.modules?.sources.flavorOf(from) ?? zodSources().flavorOf(from) : undefined;
      return flavor ? { kind: 'zod', path: [], flavor, spelledAs: null } : null;
    }
    return null;
  }

  /** The function a parameter of a helper call under way is bound to, if it is one. */
  private boundFunction(variable: Variable): FunctionValue | null {
    const value = this.argumentOf(variable)?.();
    return value?.kind === 'function' ? value : null;
  }

  /**
   * A function of this module as a check's argument, as `identityOfVariable` names it when it is
   * passed by name: an arrow or function expression is its text, a declaration its binding.
   */
  functionIdentity(fn: FunctionNode): string {
    if (fn.type === 'FunctionDeclaration' && fn.id) return this.bindingIdentity(fn.id);
    return this.tokenText(fn);
  }

  /**
   * The values a function of this module reads from outside itself (`closureValues`), read where
   * it was made: in the helper call that made it (`closure`), else at the top of the module.
   */
  closedOverValues(fn: FunctionNode, closure?: object): string {
    return this.inFrame(closure as Frame | undefined, () => this.closureValues(fn));
  }

  /** The binding an import names, in the module that declares it (through re-exports). */
  private importIdentity(specifier: Node, declaration: Node | null): string | null {
    if (!this.modules || declaration?.type !== 'ImportDeclaration') return null;
    const from = declaration.source.value;
    if (specifier.type === 'ImportNamespaceSpecifier') return this.modules.graph.importIdentity(from, '*', this.modules.file);
    if (specifier.type === 'ImportDefaultSpecifier') return this.modules.graph.importIdentity(from, 'default', this.modules.file);
    if (specifier.type !== 'ImportSpecifier') return null;
    const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
    return this.modules.graph.importIdentity(from, name, this.modules.file);
  }

  private namespaceMemberIdentity(object: Node, name: string): string | null {
    if (object.type !== 'Identifier' || !this.modules) return null;
    const variable = findVariable(scopeOf(this.source, object), object.name);
    const def = variable && valueDefinitions(variable).length === 1 ? variable.defs[0] : undefined;
    if (def?.type !== 'ImportBinding' || def.node.type !== 'ImportNamespaceSpecifier' || def.parent?.type !== 'ImportDeclaration') return null;
    return this.modules.graph.importIdentity(def.parent.source.value, name, this.modules.file);
  }

  private named(node: Node, value: Value): Value {
    if (value.kind !== 'schema' || value.node.name !== undefined) return value;
    const name = this.declaredNames.get(node);
    return name === undefined ? value : schema({ ...value.node, name } as SchemaNode);
  }

  private compute(node: Node): Value {
    switch (node.type) {
      case 'Literal':
        // Flags in JavaScript's order (`/a/ig` is `/a/gi`), which is the alphabet's.
        if ('regex' in node && node.regex) return { kind: 'regex', text: `/${node.regex.pattern}/${[...node.regex.flags].sort().join('')}` };
        return { kind: 'primitive', value: node.value as string | number | boolean | null | bigint };
      case 'TemplateLiteral':
        return this.template(node);
      case 'UnaryExpression':
        return this.unary(node);
      case 'BinaryExpression':
        return this.binary(node);
      case 'ConditionalExpression':
        return this.conditional(node);
      case 'LogicalExpression':
        return this.logical(node);
      case 'Identifier':
        return this.identifier(node);
      case 'ObjectExpression':
        return this.object(node);
      case 'ArrayExpression':
        return this.array(node);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      // `export default function (name) { ... }`: the one declaration without a name to look up.
      case 'FunctionDeclaration':
        return this.functionValue(node);
      case 'CallExpression':
        return this.builtinCall(node) ?? this.chain(node);
      case 'MemberExpression':
        return this.chain(node);
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
      case 'ChainExpression':
        return this.evaluate(node.expression);
      // `(0, object)`: the last expression, when the others are constants (skipTypeWrappers).
      case 'SequenceExpression': {
        // `(acc.push(v), acc)`, a fold's arrow: the steps are read where the name is (built-up.ts).
        if (isStepSequence(node)) return this.evaluate(node.expressions[node.expressions.length - 1]!);
        const last = skipTypeWrappers(node);
        return last === node ? unknown(`${describeSyntax(node.type)} is not followed`, this.span(node)) : this.evaluate(last);
      }
      case 'TSEnumDeclaration':
        return this.enumObject(node);
      case 'AssignmentExpression':
        // `(x = rhs)` is `rhs`, whatever `x` was; `const A = exports.A = z.object(...)` among them.
        if (node.operator === '=') return this.evaluate(node.right);
        // `(cached ??= z.object(...))`, a memoised builder: `rhs`, when nothing else ever sets `cached`.
        if ((node.operator === '??=' || node.operator === '||=') && node.left.type === 'Identifier' && this.setOnlyHere(node.left)) return this.evaluate(node.right);
        // `return (cache.create ??= z.object(...))`, a memo table: `rhs`, when the table starts empty
        // and is only ever filled so (each key's first value is what every later read returns).
        if ((node.operator === '??=' || node.operator === '||=') && node.left.type === 'MemberExpression' && this.isMemoTable(node.left.object)) return this.evaluate(node.right);
        return unknown(`${describeSyntax(node.type)} is not followed`, this.span(node));
      case 'ClassDeclaration':
      case 'ClassExpression':
        return this.classStatics(node);
      case 'TSEnumMember':
        return this.enumMember(node);
      case 'NewExpression':
        return this.newSet(node) ?? this.newMap(node) ?? this.newInstance(node) ?? unknown(`${describeSyntax(node.type)} is not followed`, this.span(node));
      case 'Super': {
        // `static B = super.A.extend({...})` of `class Ops extends Base`: the base class's statics.
        const owner = staticOwner(node);
        return owner?.superClass ? this.evaluate(owner.superClass) : unknown(`${describeSyntax(node.type)} is not followed`, this.span(node));
      }
      case 'ThisExpression':
        return this.thisAt(node);
      default:
        return unknown(`${describeSyntax(node.type)} is not followed`, this.span(node));
    }
  }

  /**
   * What `this` is where a `this` (or a `super`, whose calls take the caller's `this`) is written:
   * the receiver of the call under way of the method it is in (`Sub.all()` runs Base's `all` with
   * `this` Sub), else, by where it is written, a static member's class, an instance field's
   * instance so far, an object literal's method's object.
   */
  thisAt(node: TSESTree.ThisExpression | TSESTree.Super): Value {
    const method = thisFunction(node);
    for (let frame = method ? this.frame : undefined; frame; frame = enclosing(frame)) {
      if (frame.fn !== method) continue;
      if (frame.receiver) return frame.receiver;
      break;
    }
    // `static ALL = [this.A, this.B]`, `static all() { return [this.A] }`: the class.
    const owner = staticOwner(node);
    if (owner) return this.evaluate(owner);
    if (node.type === 'Super') return unknown(`${describeSyntax(node.type)} is not followed`, this.span(node));
    // `private union = z.discriminatedUnion('type', [this.filterField, this.vectorField])`:
    // the instance as its field initializers see it (mongodb-mcp-server's tools).
    const field = instanceFieldOf(node);
    if (field) return this.instanceSoFar(field);
    // `{ base: B, make(op) { return this.base.extend(...) } }`, called as `table.make('a')`: the object.
    const object = objectLiteralOwner(node);
    return object ? this.tableOf(object, node) : unknown(`${describeSyntax(node.type)} is not followed`, this.span(node));
  }

  /**
   * `this` in a method or getter of an object literal (`objectLiteralOwner`): the object, as a
   * call on it sees it. Of a `const T = {...}`, T as a read there sees it (changed after its
   * declaration, it is unknown: when the method runs is not known), and only when every method
   * of T that reads `this` is called on T: one taken off it (`const f = T.make; f()`, `const {
   * make } = T`) runs with another `this`.
   */
  private tableOf(object: TSESTree.ObjectExpression, at: Node): Value {
    let holder: Node = object;
    while (holder.parent && skipTypeWrappers(holder.parent) === object) holder = holder.parent;
    const declarator = holder.parent;
    if (declarator?.type !== 'VariableDeclarator' || declarator.init !== holder || declarator.id.type !== 'Identifier') return this.evaluate(object);
    const variable = this.source.scopeManager.getDeclaredVariables(declarator)[0];
    if (!variable) return this.evaluate(object);
    for (const reference of variable.references) {
      const takenBy = methodTakenOff(outsideTypeWrappers(reference.identifier as Node), object);
      if (takenBy) return unknown(`a method of '${variable.name}' is taken off it (line ${takenBy.loc.start.line}), so 'this' in it is not '${variable.name}'`, this.span(at));
    }
    return this.variableValue(variable, at);
  }

  /**
   * `this` in an instance field's initializer: the instance while its fields are set, in the
   * order written, so the fields written before this one (each its initializer's value; Zod
   * schemas are never changed in place). What else it may hold (a base class's fields, methods,
   * the fields still to come, which read `undefined` then) is not read: a key not listed is unknown.
   */
  private instanceSoFar(field: TSESTree.PropertyDefinition): Value {
    const entries = new Map<string, Entry>();
    const privates = new Map<string, Entry>();
    const body = field.parent as TSESTree.ClassBody;
    for (const member of body.body) {
      if (member === field) break;
      if (member.type !== 'PropertyDefinition' || member.static || member.computed || member.declare || !member.value) continue;
      const key = member.key.type === 'Identifier' || member.key.type === 'PrivateIdentifier' ? member.key.name : member.key.type === 'Literal' ? String(member.key.value) : null;
      if (key === null) continue;
      const value = member.value;
      (member.key.type === 'PrivateIdentifier' ? privates : entries).set(key, { keySpan: this.span(member.key), get: () => this.evaluate(value) });
    }
    return { kind: 'object', entries, unresolved: [], ...(privates.size > 0 ? { privates } : {}) };
  }

  /**
   * `new Schemas()` of a class without a decorator, of this module or imported from another: the
   * instance its base class makes (if it has one), then its field initializers (`a = z.object(...)`),
   * then what a constructor that takes no arguments assigns (`this.b = ...;` statements, after
   * `super()`). A constructor that takes arguments or does anything else is not read (unknown, with
   * why); a getter that returns one expression is what it returns, other methods are unknown.
   * Null when the callee is no such class (the caller says the expression is not followed).
   */
  private newInstance(node: TSESTree.NewExpression): Value | null {
    const klass = this.classOf(node.callee);
    if (klass) return this.instanceOf(klass, this.span(node));
    // `new CreateTool()` of a class another module declares (an MCP server's tool classes): that
    // module's evaluation makes the instance (`ObjectValue.construct`).
    const callee = skipTypeWrappers(node.callee);
    if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') return null;
    const value = this.evaluate(callee);
    return value.kind === 'object' && value.construct ? value.construct(this.span(node)) : null;
  }

  /**
   * The instance `new` makes of a class this module declares, or null when it has a decorator or
   * a base class the evaluator makes no instance of (a package's: the caller says it is not followed).
   */
  private instanceOf(klass: TSESTree.ClassDeclaration | TSESTree.ClassExpression, at: SourceSpan | undefined): Value | null {
    if (klass.decorators.length > 0) return null;
    // `class A extends B {}` `class B extends A {}` throws in JavaScript; here it would not end.
    if (this.constructing.has(klass)) return unknown('a class that extends itself', at);
    this.constructing.add(klass);
    try {
      return this.instanceWithBase(klass, at);
    } finally {
      this.constructing.delete(klass);
    }
  }

  /** Classes whose instance is being made (`instanceOf`), to stop at a cycle of `extends`. */
  private readonly constructing = new Set<Node>();

  /**
   * `instanceOf` past the cycle test: a base class's instance first (`class Sub extends Base`: the
   * fields Base's initializers and constructor set, when Base is a class the evaluator makes instances
   * of), then the class's own fields, then what its constructor sets after `super()`.
   */
  private instanceWithBase(klass: TSESTree.ClassDeclaration | TSESTree.ClassExpression, at: SourceSpan | undefined): Value | null {
    let inherited: ReadonlyMap<string, Entry> | undefined;
    let inheritedFields: ReadonlySet<string> | undefined;
    let inheritedUnlisted: ReadonlyMap<string, Entry> | undefined;
    if (klass.superClass) {
      const base = this.evaluate(klass.superClass);
      if (base.kind === 'unknown') return unknown(`a class that extends what the evaluator cannot read (${base.reason})`, at);
      // A base class of a package, or one it does not make instances of: not followed (the caller says so).
      if (base.kind !== 'object' || !base.construct) return null;
      const made = base.construct(at);
      if (made.kind !== 'object') return made;
      inherited = made.entries;
      inheritedFields = made.fields;
      inheritedUnlisted = made.unlisted;
    }
    const entries = new Map<string, Entry>(inherited);
    // The instance made, for its getters' `this` (read only once it is made).
    let self: ObjectValue | undefined;
    // Methods and getters are the prototype's: read by name, listed by nothing (`{ ...new C() }`).
    // A base class's getter runs on this instance, whose fields a subclass may have changed.
    const unlisted = new Map<string, Entry>();
    for (const [key, entry] of inheritedUnlisted ?? []) unlisted.set(key, entry.getOn ? { ...entry, get: () => entry.getOn!(self!) } : entry);
    // The keys fields and the constructor set are the instance's own: a getter or method of the
    // class (or a subclass) is the prototype's, which an own key hides (`create = A` in a base
    // class wins over `get create()` in a subclass, as in JavaScript).
    const fields = new Set<string>(inheritedFields);
    // `#schema = z.object(...)`: read as `this.#schema`, listed by nothing (not inherited either).
    const privates = new Map<string, Entry>();
    let constructor: TSESTree.FunctionExpression | null = null;
    for (const member of klass.body.body) {
      if (member.type === 'PropertyDefinition' && !member.static && member.key.type === 'PrivateIdentifier') {
        const value = member.value;
        if (value) privates.set(member.key.name, { keySpan: this.span(member.key), get: () => this.evaluate(value) });
        continue;
      }
      if (member.type === 'MethodDefinition' && member.kind === 'constructor') constructor = member.value.body ? member.value : constructor;
      else if (member.type === 'MethodDefinition' && !member.static) {
        const key = this.propertyKey(member);
        const span = this.span(member.key);
        if (key === null || fields.has(key)) continue;
        const fn = member.value.type === 'FunctionExpression' ? member.value : null;
        // `make(op) { return this.base.extend(...) }`: a function, whose `this` is what a call is
        // made on (`tool.make('a')`, this instance or a subclass's).
        if (member.kind === 'method' && fn) {
          unlisted.set(key, { keySpan: span, get: () => this.functionValue(fn) });
          continue;
        }
        // `get schema() { return this.base.extend(...) }`: each read runs the getter on the object
        // it is read from, and what it returns is the member.
        const returned = member.kind === 'get' && fn?.body ? singleReturn(fn.body) : null;
        if (returned && fn) {
          const getOn = (receiver: Value): Value => this.getterOn(fn, key, span, receiver);
          unlisted.set(key, { keySpan: span, get: () => getOn(self!), getOn });
        } else {
          unlisted.set(key, { keySpan: span, get: () => unknown(`'${key}' is an instance ${member.kind === 'get' ? 'getter that is not a single return' : 'setter'}, which the evaluator does not follow`, span) });
        }
      }
      if (member.type !== 'PropertyDefinition' || member.static || member.declare || !member.value) continue;
      const key = this.propertyKey(member);
      if (key === null) continue;
      const value = member.value;
      entries.set(key, { keySpan: this.span(member.key), get: () => this.evaluate(value) });
      fields.add(key);
    }
    if (constructor) {
      const line = constructor.loc.start.line;
      if (constructor.params.length > 0) return unknown(`a class whose constructor takes parameters (line ${line}) is not followed`, at);
      for (const statement of constructor.body?.body ?? []) {
        // `super()`: the base class's instance, already read.
        if (klass.superClass && statement.type === 'ExpressionStatement' && statement.expression.type === 'CallExpression' && statement.expression.callee.type === 'Super' && statement.expression.arguments.length === 0) continue;
        const assignment = statement.type === 'ExpressionStatement' ? statement.expression : null;
        const target = assignment?.type === 'AssignmentExpression' && assignment.operator === '=' && assignment.left.type === 'MemberExpression' && assignment.left.object.type === 'ThisExpression' ? assignment.left : null;
        const name = target ? memberName(target) : null;
        if (!assignment || assignment.type !== 'AssignmentExpression' || !target || name === null) return unknown(`a class whose constructor does more than set its fields (line ${statement.loc.start.line}) is not followed`, at);
        const value = assignment.right;
        entries.set(name, { keySpan: this.span(target.property), get: () => this.evaluate(value) });
        fields.add(name);
      }
    }
    self = { kind: 'object', entries, unresolved: [], fields, ...(privates.size > 0 ? { privates } : {}), ...(unlisted.size > 0 ? { unlisted } : {}) };
    return self;
  }

  /** A getter read on `receiver`: its body called as a method with no arguments, `this` the receiver. */
  private getterOn(getter: TSESTree.FunctionExpression, name: string, span: SourceSpan, receiver: Value): Value {
    return this.callWith(this.functionValue(getter), { name: `the getter '${name}'`, span, args: [], spans: [], key: '', receiver });
  }

  /** The class a name of this module is declared as (`class C {}`, `const C = class {}`), or null. */
  private classOf(callee: Node): TSESTree.ClassDeclaration | TSESTree.ClassExpression | null {
    const id = skipTypeWrappers(callee);
    if (id.type !== 'Identifier') return null;
    const variable = findVariable(scopeOf(this.source, id), id.name);
    const defs = variable ? valueDefinitions(variable) : [];
    const def = defs.length === 1 ? defs[0]! : undefined;
    if (def?.type === 'ClassName') return def.node as TSESTree.ClassDeclaration;
    const init = def?.type === 'Variable' && def.parent.kind === 'const' ? def.node.init && skipTypeWrappers(def.node.init) : null;
    return init?.type === 'ClassExpression' ? init : null;
  }

  /**
   * `new Set(list)` of the global `Set`, read as the list of its distinct values (what spreading
   * it or `Array.from()` gives): `[...new Set([...A, ...B])]` of constant names, as enum values,
   * or of schemas (`new Set([Create, Update])`), one schema being the same object wherever it is
   * named. Other values are not compared (their identity is not read): unknown.
   */
  private newSet(node: TSESTree.NewExpression): Value | null {
    if (node.callee.type !== 'Identifier' || node.callee.name !== 'Set' || !this.isGlobal(node.callee)) return null;
    const span = this.span(node);
    const [arg] = node.arguments;
    if (!arg) return { kind: 'array', elements: [], spans: [], set: true };
    if (node.arguments.length !== 1 || arg.type === 'SpreadElement') return unknown("'new Set()' with arguments the evaluator cannot read", span);
    const list = this.evaluate(arg);
    if (list.kind !== 'array') return unknown(`'new Set()' of ${list.kind === 'unknown' ? `something unknown (${list.reason})` : describeValue(list)}`, span);
    const seen = new Set<unknown>();
    const elements: (() => Value)[] = [];
    const spans: (SourceSpan | undefined)[] = [];
    for (let i = 0; i < list.elements.length; i++) {
      const value = list.elements[i]!();
      const identity = setMember(value);
      if (identity === NOT_A_MEMBER) return unknown("'new Set()' of values other than constants and schemas", list.spans[i] ?? span);
      if (seen.has(identity)) continue;
      seen.add(identity);
      elements.push(() => value);
      spans.push(list.spans[i]);
    }
    return { kind: 'array', elements, spans, set: true };
  }

  /**
   * `new Map()` and `new Map(pairs)` of the global `Map`: a Map of the pairs' constant keys, each
   * set once in order (a later pair of the same key replaces the value in the first one's place).
   * Filled after by `.set(k, v)` statements (built-up.ts), read by its methods (zod-api.ts `mapMethod`).
   */
  private newMap(node: TSESTree.NewExpression): Value | null {
    if (node.callee.type !== 'Identifier' || node.callee.name !== 'Map' || !this.isGlobal(node.callee)) return null;
    const span = this.span(node);
    const [arg] = node.arguments;
    if (!arg) return mapValue(new Map());
    if (node.arguments.length !== 1 || arg.type === 'SpreadElement') return unknown("'new Map()' with arguments the evaluator cannot read", span);
    const read = this.evaluate(arg);
    const list = iterated(read);
    if (!list) return unknown(`'new Map()' of ${read.kind === 'unknown' ? `something unknown (${read.reason})` : describeValue(read)}`, span);
    const entries = new Map<string, MapEntry>();
    for (let i = 0; i < list.elements.length; i++) {
      const pair = list.elements[i]!();
      const key = pair.kind === 'array' ? pair.elements[0]?.() : undefined;
      if (pair.kind !== 'array' || key?.kind !== 'primitive') return unknown("'new Map()' of a pair whose key the evaluator cannot read", list.spans[i] ?? span);
      const value = pair.elements[1] ?? UNDEFINED_ARGUMENT;
      entries.set(mapKey(key.value), { key: key.value, value, span: pair.spans[1] ?? list.spans[i] });
    }
    return mapValue(entries);
  }

  /**
   * `Array.from(list)`, `Array.from(new Set(list))` and `Array.from(list, (x, i) => ...)` of the
   * global `Array`: the list, or each element given to the function as `.map()` gives it (with
   * its index); `Array.of(A, B)`, the list `[A, B]`. Null when the call is neither.
   */
  private arrayFrom(node: TSESTree.CallExpression): Value | null {
    if (!isArrayFromCall(node)) return null;
    const callee = skipTypeWrappers(node.callee) as TSESTree.MemberExpression & { object: TSESTree.Identifier; property: TSESTree.Identifier };
    if (!this.isGlobal(callee.object)) return null;
    if (callee.property.name === 'of') return this.listOf(node.arguments);
    const span = this.span(node);
    const [source, mapper] = node.arguments;
    if (!source || node.arguments.length > 2 || source.type === 'SpreadElement' || mapper?.type === 'SpreadElement') return unknown("'Array.from()' with arguments the evaluator cannot read", span);
    const read = this.evaluate(source);
    // `Array.from({ length: 3 }, (_, i) => ...)`: an array-like of that many `undefined`s.
    const list = iterated(read) ?? (read.kind === 'object' ? lengthOnly(read, this.span(source)) ?? read : read);
    if (list.kind !== 'array') return slotOf(list, unknown(`'Array.from()' of ${list.kind === 'unknown' ? `something unknown (${list.reason})` : list.kind === 'object' ? 'an object other than { length: n }' : describeValue(list)}`, span));
    if (!mapper) return list;
    const fn = callbackOf(this, mapper, "'Array.from()' with a function", span);
    return fn.kind === 'function' ? mappedElements(this, list, fn, "the 'Array.from()' function", span, false) : fn;
  }

  // ---- constant expressions ------------------------------------------------------------------
  // `.max(10 * KB)`, `z.literal(`${PREFIX}_create`)`, `LIMIT ?? 100`: arithmetic on the primitives
  // the evaluator reads, folded as JavaScript would. Without it, two different bounds read as the
  // same unknown one, and one bound written two ways as two.

  private template(node: TSESTree.TemplateLiteral): Value {
    let text = node.quasis[0]?.value.cooked ?? '';
    for (let i = 0; i < node.expressions.length; i++) {
      const part = this.evaluate(node.expressions[i]!);
      if (part.kind !== 'primitive' || typeof part.value === 'symbol') return unknown('a template literal with a part that is not a constant', this.span(node));
      const cooked = node.quasis[i + 1]?.value.cooked;
      if (cooked === undefined || cooked === null) return unknown('a template literal with an invalid escape', this.span(node));
      text += `${String(part.value)}${cooked}`;
    }
    return { kind: 'primitive', value: text };
  }

  private binary(node: TSESTree.BinaryExpression): Value {
    if (node.left.type === 'PrivateIdentifier') return unknown('a computed value', this.span(node));
    const left = this.evaluate(node.left);
    const right = this.evaluate(node.right);
    if (left.kind !== 'primitive' || right.kind !== 'primitive') {
      const compared = objectAgainstNullish(node.operator, left, right);
      // `extra !== undefined` of a helper's parameter slot is what each caller's argument makes it.
      return compared === undefined ? slotOf(slotAmong(left, right), unknown('a computed value', this.span(node))) : { kind: 'primitive', value: compared };
    }
    const folded = foldBinary(node.operator, left.value, right.value);
    return folded === undefined ? unknown('a computed value', this.span(node)) : { kind: 'primitive', value: folded };
  }

  /**
   * `test ? a : b` with a constant test; with any other, two schemas that are one for every rule
   * (`VERBOSE ? S.describe('...') : S`, `NULLS ? S.default(null) : S`): either stands for both, and
   * the first is read.
   */
  private conditional(node: TSESTree.ConditionalExpression): Value {
    const test = this.evaluate(node.test);
    // A constant, or an object the evaluator reads (a schema, a shape, a list, a function), which is
    // truthy: `nested ? z.union([...]) : S` with `const nested = z.lazy(...)` (undb). Not a schema
    // that could not be read, which stands for a value that may be anything.
    const truthy = test.kind === 'schema' && test.node.type === 'unresolved' ? null : truthiness(test);
    if (truthy !== null) return this.evaluate(truthy ? node.consequent : node.alternate);
    const consequent = this.evaluate(node.consequent);
    if (consequent.kind === 'schema') {
      const alternate = this.evaluate(node.alternate);
      if (alternate.kind === 'schema' && sameSchema(consequent.node, alternate.node)) return consequent;
    }
    // A test on a helper's parameter slot (`extra ? { x: extra } : {}`) is each caller's to fill.
    return slotOf(test, unknown('a conditional whose test is not a constant', this.span(node)));
  }

  /**
   * `a ?? b`, `a || b`, `a && b` with a left side that is a constant, or an object of any kind (a
   * schema, a function, a list: never nullish, always truthy).
   */
  private logical(node: TSESTree.LogicalExpression): Value {
    const left = this.evaluate(node.left);
    // The left side's own reason says what to fix (`process.env.MODE || 'a'`: a global).
    if (left.kind === 'unknown') return slotOf(left, unknown(`a '${node.operator}' whose left side is not a constant (${left.reason})`, this.span(node)));
    if (left.kind !== 'primitive') return node.operator === '&&' ? this.evaluate(node.right) : left;
    const value = left.value;
    const takeLeft = node.operator === '??' ? value !== null && value !== undefined : node.operator === '||' ? Boolean(value) : !value;
    return takeLeft ? left : this.evaluate(node.right);
  }

  private unary(node: TSESTree.UnaryExpression): Value {
    const argument = this.evaluate(node.argument);
    if (argument.kind !== 'primitive') {
      // An object the evaluator reads (a schema, a shape, a list, a function) is one at run time.
      if (argument.kind !== 'unknown' && node.operator === '!') return { kind: 'primitive', value: false };
      if (argument.kind !== 'unknown' && node.operator === 'typeof') return { kind: 'primitive', value: argument.kind === 'function' ? 'function' : 'object' };
      return slotOf(argument, unknown('a computed value', this.span(node)));
    }
    const value = argument.value;
    if (node.operator === '-' && (typeof value === 'number' || typeof value === 'bigint')) {
      return { kind: 'primitive', value: -value };
    }
    if (node.operator === '+' && typeof value === 'number') return argument;
    // `+'100'`, `+true`, `+null`: JavaScript's number conversion (a bigint throws, left unknown).
    if (node.operator === '+' && typeof value !== 'bigint') return { kind: 'primitive', value: Number(value) };
    if (node.operator === '!') return { kind: 'primitive', value: !value };
    if (node.operator === '~' && typeof value === 'number') return { kind: 'primitive', value: ~value };
    if (node.operator === 'void') return { kind: 'primitive', value: undefined };
    if (node.operator === 'typeof') return { kind: 'primitive', value: value === null ? 'object' : typeof value };
    return unknown('a computed value', this.span(node));
  }

  // ---- identifiers -------------------------------------------------------------------------

  /**
   * `Number('100')`, `parseInt('100')`, `Math.min(100, 200)`, `Number.parseInt('100', 10)`: a pure
   * function of the language (not a local of that name) with constant arguments, folded
   * (builtins.ts). Null for any other call.
   */
  private builtinCall(node: TSESTree.CallExpression): Value | null {
    const callee = skipTypeWrappers(node.callee);
    let fold: ((args: readonly PrimitiveValue['value'][]) => Folded) | null = null;
    if (callee.type === 'Identifier' && this.isGlobal(callee)) {
      fold = (args) => foldGlobalCall(callee.name, args);
    } else if (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object.type === 'Identifier' &&
      (callee.object.name === 'Math' || callee.object.name === 'Number') &&
      callee.property.type === 'Identifier' &&
      this.isGlobal(callee.object)
    ) {
      const [object, name] = [callee.object.name, callee.property.name];
      fold = (args) => foldStaticCall(object, name, args);
    }
    if (!fold) return null;
    const args = primitivesOf(this, node.arguments);
    const folded = args && fold(args);
    return folded ? foldedValue(folded, this.span(node)) : null;
  }

  isGlobal(node: TSESTree.Identifier): boolean {
    const variable = findVariable(scopeOf(this.source, node), node.name);
    return !variable || (variable.defs.length === 0 && variable.scope.type === 'global');
  }

  /**
   * `require('./ops')` of a module of the project (the global `require`, a string): what it
   * returns, its `module.exports` or the object of its exports (`modules.ts`). Null for any
   * other call. `const z = require('zod')` is a Zod binding (zod-imports.ts), not read here.
   */
  private required(node: TSESTree.CallExpression): Value | null {
    // `__importDefault(require('./ops'))` (and the other compilers' helpers): the module's
    // exports, whose `default` is its `module.exports` when it has no default of its own.
    const wrapped = interopArgument(node);
    const call = wrapped ?? node;
    const from = requiredSpecifier(call);
    if (from === null) return null;
    // A `require` of the file's own (a parameter, an import) is not Node's.
    const callee = skipTypeWrappers((call as TSESTree.CallExpression).callee) as TSESTree.Identifier;
    if (!this.isGlobal(callee)) return null;
    if (!this.modules) return unknown(`'require(${JSON.stringify(from)})': other modules are not followed`, this.span(node));
    // `module.exports = require('zod')` in a module that wraps Zod for the others.
    const flavor = this.modules.sources.flavorOf(from);
    if (flavor) return { kind: 'zod', path: [], flavor, spelledAs: 'z' };
    const target = this.modules.graph.moduleFor(from, this.modules.file);
    if ('reason' in target) return unknown(`'require(${JSON.stringify(from)})': ${target.reason}`, this.span(node));
    return wrapped ? { kind: 'module', module: target } : target.requiredValue();
  }

  /** `exports` and `module` as `commonJs` reads them, made once per file (a file reads `exports.X` at every use). */
  private commonJsValues?: { readonly exports: Value; readonly module: Value };

  /**
   * `exports`: an object of the names the module assigns at its top level, each read from its one
   * value; `module`: its `exports`, the object `module.exports = ...` assigns if it does.
   */
  private commonJs(name: 'exports' | 'module'): Value {
    this.commonJsValues ??= this.commonJsObjects();
    return this.commonJsValues[name];
  }

  private commonJsObjects(): { readonly exports: Value; readonly module: Value } {
    const assigned = commonJsExports(this.source.ast);
    const entries = new Map<string, Entry>();
    for (const [key, found] of assigned.named) {
      if (found === 'ambiguous') {
        const reason = unknown(`'exports.${key}' is assigned more than once`);
        entries.set(key, { get: () => reason });
      } else entries.set(key, { keySpan: this.span(found.at), get: () => this.evaluate(found.value) });
    }
    const exports: Value = { kind: 'object', entries, unresolved: [] };
    const whole = assigned.whole;
    const moduleExports = (): Value => (whole === undefined ? exports : whole === 'ambiguous' ? unknown("'module.exports' is assigned more than once") : this.evaluate(whole));
    return { exports, module: { kind: 'object', entries: new Map([['exports', { get: moduleExports }]]), unresolved: [] } };
  }

  private identifier(node: TSESTree.Identifier): Value {
    const variable = findVariable(scopeOf(this.source, node), node.name);
    // ESLint declares the globals (a variable without definitions): the constant ones are values.
    if (!variable || (variable.defs.length === 0 && variable.scope.type === 'global')) {
      if (Object.hasOwn(GLOBAL_CONSTANTS, node.name)) return { kind: 'primitive', value: GLOBAL_CONSTANTS[node.name] };
      const constants = GLOBAL_CONSTANT_OBJECTS.get(node.name);
      if (constants) return constants;
      // A CommonJS module's own exports, read back: `exports.Input` (TypeScript's output writes
      // every later use of an exported constant so), `module.exports`.
      if (node.name === 'exports' || node.name === 'module') return this.commonJs(node.name);
      // `namespace Ops { export const B = A.extend(...) }` after another `namespace Ops { export
      // const A = ... }`: the blocks of one namespace see each other's exports, which the scope
      // manager does not declare in the later block.
      const member = this.mergedNamespaceMember(node);
      if (member) return member;
      // `namespace S.V { ... }`, which declares no `S` in the scope manager.
      const dotted = this.dottedNamespace(node.name, [], node);
      if (dotted) return dotted;
      // `Object.assign(...)`: a global of the language (or one ESLint declares) is not missing.
      if (variable || STANDARD_GLOBALS.has(node.name)) return unknown(`'${node.name}' is a global, of which the evaluator reads only some constants and pure functions`, this.span(node));
      return unknown(`'${node.name}' is not declared in this file`, this.span(node));
    }
    // `function du() { return z.union(Array.from(arguments)); }`: the arguments of the call under way.
    if (node.name === 'arguments' && variable.defs.length === 0 && variable.scope.type === 'function') return this.argumentsOf(variable, node);
    const binding = this.bindings.get(variable);
    if (binding) {
      return { kind: 'zod', path: binding.path, flavor: binding.flavor, spelledAs: binding.path.length ? null : node.name };
    }
    const argument = this.argumentOf(variable);
    if (argument) return this.argumentRead(variable, argument(), node);
    const value = this.variableValue(variable, node);
    // `const zz = z; zz.trim()`: labels show the name written at the call.
    if (value.kind === 'zod' && value.spelledAs !== null) return { ...value, spelledAs: node.name };
    return value;
  }

  variableValue(variable: Variable, at: Node): Value {
    const defs = valueDefinitions(variable);
    const def = defs[0];
    // `namespace Ops { export const A = ... }`, in one block or merged from several.
    if (def && defs.every((each) => each.type === 'TSModuleName')) {
      const change = mutationOf(variable);
      if (change) return unknown(`'${variable.name}' is changed after its declaration (line ${change.loc.start.line})`, this.span(at));
      return this.namespaceObject(variable.name, defs.map((each) => each.node as TSESTree.TSModuleDeclaration), at);
    }
    if (!def || defs.length !== 1) {
      return unknown(`'${variable.name}' has no single declaration`, this.span(at));
    }
    switch (def.type) {
      case 'ImportBinding':
        return this.imported(variable, def.node, def.parent, at);
      case 'FunctionName':
        return def.node.type === 'FunctionDeclaration'
          ? this.functionValue(def.node)
          : unknown(`'${variable.name}' is a function`, this.span(at));
      case 'Parameter': {
        // `((ops2) => { ops2.A = ...; ops2.U = z.union([ops2.A, ...]); })(ops || (ops = {}))`: a compiled namespace.
        const namespace = compiledNamespaceOfParameter(variable);
        if (namespace) return this.compiledNamespaceObject(namespace, variable.name, at);
        // `function createSchemas(zod = z)`, `(zod: typeof z) => ...` read where no call binds it.
        const zod = def.name.type === 'Identifier' ? this.zodParameter(def.name) : null;
        if (zod) return { ...zod, spelledAs: zod.path.length ? null : variable.name };
        const parameter = unknown(`'${variable.name}' is a function parameter`, this.span(at));
        return onlyExported(this.source, def.node as Node) ? { ...parameter, parameter: true } : parameter;
      }
      // `enum Op { Add = 'add' }`: the object TypeScript emits; a member named in a later
      // member's initializer (`Both = Read | Write`) is that member's value.
      case 'TSEnumName':
      case 'TSEnumMemberName':
        return this.evaluate(def.node);
      // `class Ops { static SetText = z.object(...) }`: its static members, unless changed later.
      case 'ClassName': {
        // `static { Ops.B = ... }` is the class defining its statics (classStatics reads it).
        const change = classMutationOf(variable, def.node as TSESTree.ClassDeclaration);
        if (change) return unknown(`'${variable.name}' is changed after its declaration (line ${change.loc.start.line})`, this.span(at));
        // `Reg.add(x)` of `static add(x) { this.ops.push(x) }`: changed by its own method.
        const handed = this.handedOn(variable, false);
        if (handed) return unknown(handedReason(variable.name, handed), this.span(at));
        return this.evaluate(def.node);
      }
      case 'Variable':
        break;
      default:
        return unknown(`'${variable.name}' is not a variable the evaluator follows`, this.span(at));
    }
    const declarator = def.node;
    // `var Kind; (function (Kind) { Kind["A"] = "a"; })(Kind || (Kind = {}));`: TypeScript's
    // output for an enum (or a bundler's, `let Kind = function (Kind) { ... }({})`), as a
    // JavaScript project imports it from a compiled package.
    if (declarator.init === null || skipTypeWrappers(declarator.init).type === 'CallExpression') {
      const compiled = compiledEnum(variable);
      if (compiled) return this.compiledEnumObject(compiled);
      const namespace = declarator.init === null ? compiledNamespace(variable) : null;
      if (namespace) return this.compiledNamespaceObject(namespace, variable.name, at);
    }
    const init = this.initializer(variable) ?? writtenLastBefore(variable, at);
    if (!init) return unknown(unwrittenReason(variable.name, declarator), this.span(at));
    if (declarator.id.type === 'Identifier') {
      const value = this.evaluate(init);
      if (value.kind !== 'object' && value.kind !== 'array' && value.kind !== 'schema') return value;
      // A literal or schema changed in place later (`shape.type = ...`, `list.push(...)`,
      // `Base.shape.name = ...`) is not what it was written as; which state a reader sees
      // depends on order the evaluator ignores.
      const collection = isCollection(value);
      const change = mutationOf(variable, collection);
      if (!change) {
        // `const ALIAS = OPTS; ALIAS.push(...)`: changed under another name.
        const alias = this.changedAlias(variable);
        if (alias) return unknown(`'${variable.name}' is changed through '${alias.name}' (line ${alias.change.loc.start.line})`, this.span(at));
        // `add(OPTS)` with `function add(list) { list.push(...) }`: changed by the function.
        const handed = this.handedOn(variable, collection);
        return handed ? unknown(handedReason(variable.name, handed), this.span(at)) : value;
      }
      return this.builtUp(variable, value, at) ?? unknown(`'${variable.name}' is changed after its declaration (line ${change.loc.start.line})`, this.span(at));
    }
    return this.destructured(declarator.id, def.name, init, at);
  }

  /**
   * A list or object filled after its declaration by statements read in order (built-up.ts:
   * `for (const [op, shape] of Object.entries(ACTIONS)) OPTS.push(z.object(...))`), read after
   * its last step: what it was written as, then each step's additions, each pass of a loop with
   * its names bound to that pass's element. Null when there is no such plan, or when `at` reads
   * it before the plan ends (the caller then says it is changed); unknown, with the reason, when a
   * step cannot be read (a loop over a list the evaluator does not read, a condition that is not
   * a constant). An element that cannot be read is an unknown element, not an unknown list.
   */
  private builtUp(variable: Variable, written: Value, at: Node, atEnd = false): Value | null {
    if (written.kind !== 'array' && written.kind !== 'object') return null;
    const plan = buildPlan(variable);
    if (!plan) return null;
    const readAt = atEnd ? 'end' : readPoint(at, plan.block);
    if (readAt === null || (readAt !== 'end' && readAt.range[0] < plan.end)) return null;
    return this.filledBy(written, plan.steps, variable.name, plan.line, at);
  }

  /** `written` (a list, object or Map) after `steps`, read in the frame under way; unknown, with why, when a step cannot be read. */
  private filledBy(written: Value & { kind: 'array' | 'object' }, steps: readonly Step[], name: string, line: number, at: Node): Value {
    const filling: Filling =
      written.kind === 'array'
        ? { kind: 'array', elements: [...written.elements], spans: [...written.spans], passes: 0 }
        : written.map
          ? { kind: 'map', entries: new Map(written.map), passes: 0 }
          : { kind: 'object', entries: new Map(written.entries), passes: 0 };
    const failure = this.fill(steps, this.frame, filling);
    if (failure !== null) {
      const unread = unknown(`'${name}' is filled at line ${line} in a way the evaluator cannot read: ${failure}`, this.span(at));
      return filling.parameter ? { ...unread, parameter: true } : unread;
    }
    if (filling.kind === 'array') return { kind: 'array', elements: filling.elements, spans: filling.spans, ...(written.kind === 'array' && written.set ? { set: true as const } : {}) };
    if (filling.kind === 'map') return mapValue(filling.entries);
    const object = written as ObjectValue;
    return { kind: 'object', entries: inPropertyOrder(filling.entries), unresolved: object.unresolved, ...(object.closed ? { closed: true as const } : {}) };
  }

  /**
   * A `switch` step: the clause whose test is strictly equal to the discriminant (tests read in
   * order, as JavaScript does, up to the match), else `default`; then its steps and those of the
   * clauses it falls through to. Why it cannot be read, else null.
   */
  private switched(step: Step & { kind: 'switch' }, read: (node: Node) => Value, frame: Frame | undefined, into: Filling, line: number): string | null {
    const value = read(step.discriminant);
    if (value.kind !== 'primitive') return unreadFor(into, value, `the switch at line ${line} is over ${value.kind === 'unknown' ? `what the evaluator cannot read (${value.reason})` : describeValue(value)}`);
    let start = -1;
    for (let i = 0; i < step.clauses.length && start < 0; i++) {
      const test = step.clauses[i]!.test;
      if (test === null) continue;
      const against = read(test);
      if (against.kind !== 'primitive') return unreadFor(into, against, `the case at line ${test.loc.start.line} is not a constant`);
      if (against.value === value.value) start = i;
    }
    if (start < 0) start = step.clauses.findIndex((clause) => clause.test === null);
    for (let i = start; i >= 0 && i < step.clauses.length; i++) {
      const clause = step.clauses[i]!;
      const failure = this.fill(clause.steps, frame, into);
      if (failure !== null) return failure;
      if (clause.breaks) break;
    }
    return null;
  }

  /** Each step in turn, in `frame` (the pass under way, if any): why one cannot be read, else null. */
  private fill(steps: readonly Step[], frame: Frame | undefined, into: Filling): string | null {
    const read = (node: Node): Value => this.inFrame(frame, () => this.evaluate(node));
    for (const step of steps) {
      const line = (step.kind === 'push' ? step.call : step.kind === 'set' ? step.target : step.kind === 'loop' ? step.loop : step.kind === 'each' ? step.call : step.kind === 'switch' ? step.discriminant : step.test).loc.start.line;
      switch (step.kind) {
        case 'push': {
          const method = memberName(step.call.callee as TSESTree.MemberExpression);
          if (method === 'set' || method === 'add') {
            const failure = this.addEntry(step.call, method, into, read);
            if (failure !== null) return `line ${line} ${failure}`;
            break;
          }
          if (into.kind !== 'array') return `line ${line} pushes onto ${into.kind === 'map' ? 'a Map' : 'an object'}`;
          const elements: (() => Value)[] = [];
          const spans: (SourceSpan | undefined)[] = [];
          for (const argument of step.call.arguments) {
            if (argument.type === 'SpreadElement') {
              const spread = read(argument.argument);
              if (spread.kind !== 'array') return `a spread at line ${line} of ${describeValue(spread)}`;
              appendAll(elements, spread.elements);
              const here = this.span(argument);
              for (const span of spansFrom(spread.spans, here)) spans.push(span ?? here);
            } else {
              elements.push(() => read(argument));
              spans.push(this.span(argument));
            }
          }
          // `X.unshift(a, b)` puts them first, in their order.
          if (memberName(step.call.callee as TSESTree.MemberExpression) === 'unshift') {
            into.elements.splice(0, 0, ...elements);
            into.spans.splice(0, 0, ...spans);
          } else {
            appendAll(into.elements, elements);
            appendAll(into.spans, spans);
          }
          break;
        }
        case 'set': {
          if (into.kind === 'map') return `line ${line} sets a property of a Map, not an entry`;
          if (into.kind === 'array') {
            const failure = this.setElement(step.target, step.value, into, read);
            if (failure !== null) return `line ${line} ${failure}`;
            break;
          }
          let key = step.target.computed ? null : memberName(step.target);
          if (step.target.computed) {
            const property = read(step.target.property);
            if (property.kind !== 'primitive' || typeof property.value === 'symbol') return `the key at line ${line} is ${describeValue(property)}`;
            key = String(property.value);
          }
          if (key === null) return `the key at line ${line} is not a name`;
          // `shape['__proto__'] = v` sets the object's prototype: no key.
          if (key === '__proto__') return `line ${line} sets '__proto__', the object's prototype, not a key`;
          const value = step.value;
          into.entries.set(key, { keySpan: this.span(step.target.property), get: () => read(value) });
          break;
        }
        case 'if': {
          const condition = read(step.test);
          const test = truthiness(condition);
          if (test === null) return unreadFor(into, condition, `the condition at line ${line} is not a constant`);
          const failure = this.fill(test ? step.then : step.otherwise, frame, into);
          if (failure !== null) return failure;
          break;
        }
        case 'switch': {
          const failure = this.switched(step, read, frame, into, line);
          if (failure !== null) return failure;
          break;
        }
        case 'loop': {
          const loop = step.loop;
          if (loop.type === 'ForStatement' || loop.type === 'WhileStatement') {
            const failure = this.count(loop, step.steps, frame, into);
            if (failure !== null) return failure;
            break;
          }
          const over = read(loop.right);
          const elements = loop.type === 'ForOfStatement' ? (iterated(over)?.elements ?? null) : keysOf(over);
          if (elements === null) return unreadFor(into, over, `the loop at line ${line} goes over ${over.kind === 'unknown' ? `what the evaluator cannot read (${over.reason})` : describeValue(over)}`);
          const scope = this.source.scopeManager.acquire(loop);
          const pattern = loop.left.type === 'VariableDeclaration' ? loop.left.declarations[0]?.id : undefined;
          if (!scope || !pattern) return `the loop at line ${line} declares no names of its own`;
          for (const [index, element] of elements.entries()) {
            if (++into.passes > MAX_PASSES) return `more than ${MAX_PASSES} passes of its loops`;
            const pass = this.passFrame(loop, scope, frame, index, (bind) => bind.pattern(pattern, element));
            const failure = this.fill(step.steps, pass, into);
            if (failure !== null) return failure;
          }
          break;
        }
        case 'each': {
          const callee = step.call.callee as TSESTree.MemberExpression;
          const over = read(callee.object);
          // A Map's `.forEach((value, key) => ...)`: its values, each with its key.
          const entries = over.kind === 'object' && over.map ? [...over.map.values()] : null;
          const list: Value = entries ? mapValueList(entries) : over;
          if (list.kind !== 'array') return unreadFor(into, list, `the '.forEach()' at line ${line} goes over ${list.kind === 'unknown' ? `what the evaluator cannot read (${list.reason})` : describeValue(list)}`);
          const scope = this.source.scopeManager.acquire(step.callback, true);
          if (!scope) return `the '.forEach()' callback at line ${line} has no scope`;
          const params = step.callback.params;
          for (const [index, element] of list.elements.entries()) {
            if (++into.passes > MAX_PASSES) return `more than ${MAX_PASSES} passes of its loops`;
            // The second argument: a list's index, a Map's key, a Set's value again (JavaScript's `.forEach()`).
            const second: () => Value = entries ? () => ({ kind: 'primitive', value: entries[index]!.key }) : list.set ? element : () => ({ kind: 'primitive', value: index });
            const args: (() => Value)[] = [element, second, () => over];
            const pass = this.passFrame(step.callback, scope, frame, index, (bind) => {
              for (const [i, param] of params.entries()) {
                if (param.type === 'RestElement') bind.pattern(param.argument, () => ({ kind: 'array', elements: args.slice(i), spans: args.slice(i).map(() => undefined) }));
                else bind.pattern(param, args[i] ?? UNDEFINED_ARGUMENT);
              }
            });
            const failure = this.fill(step.steps, pass, into);
            if (failure !== null) return failure;
          }
          break;
        }
      }
    }
    return null;
  }

  /**
   * `M.set(key, value)` on a Map being filled (a later set of a key replaces its value in its
   * place, as a Map keeps it), or `S.add(value)` on a Set (read as the list of its values: one
   * already there, the same constant or the same schema, is not added again); why not, else null.
   */
  private addEntry(call: TSESTree.CallExpression, method: 'set' | 'add', into: Filling, read: (node: Node) => Value): string | null {
    const [first, second] = call.arguments as Node[];
    if (method === 'set') {
      if (into.kind !== 'map') return `calls '.set()' of ${into.kind === 'array' ? 'a list' : 'an object'}`;
      const key = read(first!);
      if (key.kind !== 'primitive') return `sets a key the evaluator cannot read (${key.kind === 'unknown' ? key.reason : describeValue(key)})`;
      const value = second!;
      into.entries.set(mapKey(key.value), { key: key.value, value: () => read(value), span: this.span(value) });
      return null;
    }
    if (into.kind !== 'array') return `calls '.add()' of ${into.kind === 'map' ? 'a Map' : 'an object'}`;
    const added = read(first!);
    const identity = setMember(added);
    if (identity === NOT_A_MEMBER) return `adds ${added.kind === 'unknown' ? `what the evaluator cannot read (${added.reason})` : 'a value other than constants and schemas'}`;
    // A Set keeps one of each (`new Set()` compares as `newSet` does).
    if (new Set(into.elements.map((element) => setMember(element()))).has(identity)) return null;
    into.elements.push(() => added);
    into.spans.push(this.span(first!));
    return null;
  }

  /**
   * `X[i] = v` on a list being filled: the element at an index the list has, or one just past its
   * end (`X[X.length] = v` is a push); why not, else null.
   */
  private setElement(target: TSESTree.MemberExpression, value: Node, into: Filling & { kind: 'array' }, read: (node: Node) => Value): string | null {
    if (!target.computed) return 'sets a property of a list';
    const property = skipTypeWrappers(target.property);
    const object = skipTypeWrappers(target.object);
    // `X[X.length]`: read by its text, as the list's own length is what is being filled.
    const pushes = property.type === 'MemberExpression' && !property.computed && memberName(property) === 'length' && object.type === 'Identifier' && isNamed(skipTypeWrappers(property.object), object.name);
    let index = into.elements.length;
    if (!pushes) {
      const key = read(property);
      if (key.kind !== 'primitive' || typeof key.value !== 'number' || !Number.isInteger(key.value) || key.value < 0) return 'sets a property of a list';
      index = key.value;
    }
    if (index > into.elements.length) return `sets element ${index} of a list of ${into.elements.length}`;
    into.elements[index] = () => read(value);
    into.spans[index] = this.span(value);
    return null;
  }

  /**
   * `for (let i = 0; i < n; i++)`, and `let i = 0; while (i < n) { ...; i++; }`: a pass per value
   * of the counter while the test holds, the test and the update read in the pass's bindings
   * (built-up.ts `countingVariable`, `whileCounter`). The `while`'s counter is declared outside the
   * loop; each pass binds it as a `for` binds its own.
   */
  private count(loop: TSESTree.ForStatement | TSESTree.WhileStatement, steps: readonly Step[], frame: Frame | undefined, into: Filling): string | null {
    const line = loop.loc.start.line;
    const counting = loop.type === 'ForStatement' ? countingVariable(loop) : null;
    const written = loop.type === 'WhileStatement' ? whileCounter(loop) : null;
    const counter = counting ?? written?.declarator;
    const update = loop.type === 'ForStatement' ? loop.update : written?.update;
    const scope = loop.type === 'ForStatement' ? this.source.scopeManager.acquire(loop) : counter && this.source.scopeManager.getDeclaredVariables(counter)[0]?.scope;
    if (!counter || !update || !scope) return `the loop at line ${line} is not a counting loop`;
    let current = this.inFrame(frame, () => this.evaluate(counter.init!));
    for (let index = 0; ; index++) {
      if (current.kind !== 'primitive' || typeof current.value !== 'number') return `the counter of the loop at line ${line} is ${current.kind === 'unknown' ? `not a constant (${current.reason})` : describeValue(current)}`;
      if (++into.passes > MAX_PASSES) return `more than ${MAX_PASSES} passes of its loops`;
      const n = current.value;
      const value: Value = { kind: 'primitive', value: n };
      const pass = this.passFrame(loop, scope, frame, index, (bind) => bind.pattern(counter.id, () => value));
      const tested = this.inFrame(pass, () => this.evaluate(loop.test!));
      const test = truthiness(tested);
      if (test === null) return unreadFor(into, tested, `the test of the loop at line ${line} is not a constant`);
      if (!test) return null;
      const failure = this.fill(steps, pass, into);
      if (failure !== null) return failure;
      if (update.type === 'UpdateExpression') current = { kind: 'primitive', value: n + (update.operator === '++' ? 1 : -1) };
      else if (update.type === 'AssignmentExpression') {
        const right = this.inFrame(pass, () => this.evaluate(update.right));
        if (right.kind !== 'primitive' || typeof right.value !== 'number') return `the update of the loop at line ${line} is ${right.kind === 'unknown' ? `not a constant (${right.reason})` : describeValue(right)}`;
        const step = right.value;
        current = { kind: 'primitive', value: update.operator === '+=' ? n + step : update.operator === '-=' ? n - step : update.operator === '*=' ? n * step : step };
      } else return `the loop at line ${line} is not a counting loop`;
    }
  }

  /** The frame of one pass of a loop (or of a `.forEach()` callback), its names bound by `bind`, inside `outer`. */
  private passFrame(owner: Loop | Callback, scope: Scope, outer: Frame | undefined, index: number, bind: (binder: ParameterBinder) => void): Frame {
    const params = new Map<Variable, () => Value>();
    const site = `${this.source.file ?? ''}:${owner.range[0]}#${index}`;
    const frame: Frame = { fn: owner, parent: outer, lexical: outer, depth: outer?.depth ?? 0, params, memo: new Map(), results: new Map(), key: null, site, result: undefined };
    const host = { evaluateDefault: (node: Node) => this.inFrame(frame, () => this.evaluate(node)), member: (value: Value, name: string, at: Node) => getMember(this, value, name, at) };
    bind(new ParameterBinder(host, scope, params));
    return frame;
  }

  /** A `const` that aliases the variable's value (`const ALIAS = OPTS`) and is changed, with where. */
  private changedAlias(variable: Variable): ChangedAlias | null {
    // Asked at every read, as `mutationOf` is: once per variable.
    let found = changedAliases.get(variable);
    if (found === undefined) changedAliases.set(variable, (found = this.findChangedAlias(variable)));
    return found;
  }

  /**
   * A call of this module that hands the variable's value to a function that changes it (built-up.ts
   * `handedToChanger`): a function of this module or another, or a method of an object read here.
   */
  private handedOn(variable: Variable, collection: boolean): HandedOn | null {
    let found = this.handedOnes.get(variable);
    if (found !== undefined) return found;
    // Null while looking: a callee whose reading comes back to this variable sees it unchanged.
    this.handedOnes.set(variable, null);
    found = null;
    for (const reference of variable.references) {
      found = handedToChanger(
        reference.identifier as Node,
        (callee) => {
          const value = this.evaluate(callee);
          return value.kind === 'function' ? value.node : null;
        },
        collection,
      );
      if (found) break;
    }
    this.handedOnes.set(variable, found);
    return found;
  }

  private findChangedAlias(variable: Variable): ChangedAlias | null {
    for (const reference of variable.references) {
      const id = outsideTypeWrappers(reference.identifier as Node);
      const declarator = id.parent;
      if (declarator?.type !== 'VariableDeclarator' || declarator.init !== id) continue;
      for (const alias of this.source.scopeManager.getDeclaredVariables(declarator)) {
        const change = alias !== variable ? mutationOf(alias) : null;
        if (change) return { name: alias.name, change };
      }
    }
    return null;
  }

  /** An import from another module of the project, followed when there is a module graph. */
  private imported(variable: Variable, specifier: Node, declaration: Node | null, at: Node): Value {
    // `import ops = require('./ops')`: what `require()` returns.
    if (specifier.type === 'TSImportEqualsDeclaration' && specifier.moduleReference.type === 'TSExternalModuleReference') {
      const reference = specifier.moduleReference.expression;
      if (!this.modules || reference.type !== 'Literal' || typeof reference.value !== 'string') return unknown(`'${variable.name}' is imported in a way the evaluator does not follow`, this.span(at));
      const target = this.modules.graph.moduleFor(reference.value, this.modules.file);
      return 'reason' in target ? unknown(`'${variable.name}' from '${reference.value}': ${target.reason}`, this.span(at)) : target.requiredValue();
    }
    const from = declaration?.type === 'ImportDeclaration' ? declaration.source.value : null;
    if (from === null) return unknown(`'${variable.name}' is imported in a way the evaluator does not follow`, this.span(at));
    if (!this.modules) {
      return unknown(`'${variable.name}' is imported from '${from}'; other modules are not followed`, this.span(at));
    }
    let name: string;
    if (specifier.type === 'ImportNamespaceSpecifier') name = '*';
    else if (specifier.type === 'ImportDefaultSpecifier') name = 'default';
    else if (specifier.type === 'ImportSpecifier') {
      name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
    } else return unknown(`'${variable.name}' is imported in a way the evaluator does not follow`, this.span(at));
    const value = this.modules.graph.importValue(from, name, this.modules.file);
    if (value.kind === 'unknown' && !value.span) return unknown(`'${variable.name}' from '${from}': ${value.reason}`, this.span(at));
    // `LIMITS.text = 9` through the import: the exporting module's object is not what it wrote.
    // (A change made by a module this one does not import cannot be seen.)
    if (value.kind === 'object' || value.kind === 'array') {
      const collection = isCollection(value);
      const change = mutationOf(variable, collection);
      if (change) return unknown(`'${variable.name}' is changed after its import (line ${change.loc.start.line})`, this.span(at));
      const handed = this.handedOn(variable, collection);
      if (handed) return unknown(handedReason(variable.name, handed), this.span(at));
    }
    // `import { z as zz } from './lib/zod'`: labels show the local spelling.
    if (value.kind === 'zod' && value.spelledAs !== null) return { ...value, spelledAs: variable.name };
    return value;
  }

  /**
   * The one value a variable ever holds: a `const`, or a `let`/`var` written exactly once,
   * at its declaration or by one plain assignment in the scope that declares it.
   */
  private initializer(variable: Variable): Node | null {
    const defs = valueDefinitions(variable);
    const def = defs.length === 1 ? defs[0] : undefined;
    if (!def || def.type !== 'Variable') return null;
    if (def.parent.kind === 'const') return def.node.init;
    const writes = variable.references.filter((reference) => reference.isWrite());
    if (writes.length !== 1) return null;
    const write = writes[0]!;
    if (write.identifier === def.name) return def.node.init;
    const assignment = write.identifier.parent;
    if (
      def.node.init === null &&
      write.from === variable.scope &&
      assignment?.type === 'AssignmentExpression' &&
      assignment.operator === '=' &&
      assignment.left === write.identifier &&
      assignment.parent?.type === 'ExpressionStatement'
    ) {
      return assignment.right;
    }
    return null;
  }

  /**
   * `const { a, b: c } = obj` and `const [x] = arr`, for plain patterns, and their rest elements:
   * `const { legacy, ...active } = OPS` is OPS without `legacy`, `const [, ...rest] = list` the
   * list from its second element.
   */
  private destructured(pattern: TSESTree.Node, target: TSESTree.Identifier, init: Node, at: Node): Value {
    const path: PathStep[] = [];
    if (!findPath(pattern, target, path)) return unknown('a destructuring pattern the evaluator does not follow', this.span(at));
    let value = this.evaluate(init);
    for (const step of path) {
      if (typeof step === 'object') {
        value = this.restOf(value, step, at);
      } else if (value.kind === 'object') {
        const entry = memberEntry(value, String(step));
        value = entry ? entry.get() : unknown(`no property '${String(step)}' to destructure`, this.span(at));
      } else if (value.kind === 'array' && typeof step === 'number') {
        const element = value.elements[step];
        value = element ? element() : unknown(`no element ${step} to destructure`, this.span(at));
      } else if (value.kind === 'schema' || value.kind === 'zod' || value.kind === 'module') {
        // `const { A } = ops` of `import * as ops`: the export, as `ops.A` reads it.
        value = getMember(this, value, String(step), at);
      } else if (value.kind !== 'unknown') {
        value = unknown('destructures a value the evaluator does not follow', this.span(at));
      }
    }
    return value;
  }

  /** What a rest element of a pattern gathers from `value`. */
  private restOf(value: Value, step: RestStep, at: Node): Value {
    if (value.kind === 'unknown') return value;
    if (step.rest === 'array') {
      if (value.kind !== 'array') return unknown('a rest element of a value the evaluator does not follow', this.span(at));
      return { kind: 'array', elements: value.elements.slice(step.from), spans: value.spans.slice(step.from) };
    }
    const object = value.kind === 'module' ? namespaceEntries(value.module) : value;
    if (object.kind !== 'object') return unknown('a rest element of a value the evaluator does not follow', this.span(at));
    // A key the pattern names by a value it cannot read could be any of them.
    if (step.unreadKey) return unknown('a rest element after a computed key', this.span(at));
    return objectWithout(object, step.taken);
  }

  // ---- enums -------------------------------------------------------------------------------

  /**
   * The object a TypeScript `enum` compiles to: each member's value by its name, and for a
   * numeric member its name by its value too (`Op[1] === 'Add'`), as `z.nativeEnum()` and
   * `z.enum()` receive it. A `const enum` has no object at run time, but `z.literal(Op.Add)`
   * reads it the same way (the value is inlined).
   */
  private enumObject(node: TSESTree.TSEnumDeclaration): Value {
    const entries = new Map<string, Entry>();
    const reverse = new Map<string, Entry>();
    const unread: UnresolvedNode[] = [];
    for (const member of node.body.members) {
      const name = member.id.type === 'Identifier' ? member.id.name : member.id.value;
      const keySpan = this.span(member.id);
      const value = this.evaluate(member);
      entries.set(name, { keySpan, get: () => value });
      if (value.kind === 'primitive' && typeof value.value === 'number') {
        reverse.set(String(value.value), { keySpan, get: () => ({ kind: 'primitive', value: name }) });
      } else if (value.kind !== 'primitive') {
        unread.push(unresolved(`the enum member '${name}': ${value.kind === 'unknown' ? value.reason : 'not a constant'}`, keySpan));
      }
    }
    // Which reverse keys exist depends on every numeric value: none is listed unless all are known.
    // A reverse key never replaces a member's own key (TypeScript forbids numeric names anyway).
    if (unread.length === 0) for (const [key, entry] of reverse) if (!entries.has(key)) entries.set(key, entry);
    return { kind: 'object', entries: inPropertyOrder(entries), unresolved: unread };
  }

  /**
   * The object a compiled enum's function builds, statement by statement: `E["A"] = "a"` sets a
   * member, `E[E["A"] = 0] = "A"` a numeric one and its reverse key. A value that is not a
   * constant is a member that could not be read, as in a TypeScript enum.
   */
  private compiledEnumObject(members: readonly CompiledEnumMember[]): Value {
    const entries = new Map<string, Entry>();
    const unread: UnresolvedNode[] = [];
    for (const { name, keySpan: at, value: written, reverse } of members) {
      const keySpan = this.span(at);
      const value = this.evaluate(written);
      entries.set(name, { keySpan, get: () => value });
      if (value.kind !== 'primitive') unread.push(unresolved(`the enum member '${name}': ${value.kind === 'unknown' ? value.reason : 'not a constant'}`, keySpan));
      else if (reverse) entries.set(String(value.value), { keySpan, get: () => ({ kind: 'primitive', value: name }) });
    }
    return { kind: 'object', entries: inPropertyOrder(entries), unresolved: unread };
  }

  /**
   * The object a compiled namespace's function builds: each member read from where it is set,
   * in the function (where the parameter and its locals are in scope). A member set twice is unknown.
   */
  private compiledNamespaceObject(namespace: CompiledNamespace, name: string, at: Node): Value {
    const entries = new Map<string, Entry>();
    for (const { name: member, keySpan: key, value: written } of namespace.members) {
      const keySpan = this.span(key);
      const get = namespace.ambiguous.has(member)
        ? () => unknown(`'${name}.${member}' is set more than once in its namespace`, this.span(at))
        : () => this.evaluate(written);
      entries.set(member, { keySpan, get });
    }
    return { kind: 'object', entries, unresolved: [] };
  }

  /** One member's value: its constant initializer, or one more than the member before it. */
  private enumMember(member: TSESTree.TSEnumMember): Value {
    const declaration = member.parent.parent;
    if (member.initializer) return this.enumConstant(member.initializer, 0);
    // A member of an ambient (`declare`), non-const enum without an initializer is computed.
    if (declaration.declare && !declaration.const) return unknown('a member of a declared enum without a value', this.span(member));
    // Counted from the last member with a value (or from 0), not member by member: an enum of
    // a thousand error codes must not nest a thousand evaluations.
    const members = declaration.body.members;
    const index = members.indexOf(member);
    let from = index - 1;
    while (from >= 0 && !members[from]!.initializer) from--;
    if (from < 0) return { kind: 'primitive', value: index };
    const start = this.evaluate(members[from]!);
    return start.kind === 'primitive' && typeof start.value === 'number'
      ? { kind: 'primitive', value: start.value + (index - from) }
      : unknown('an enum member after one whose value is not a number', this.span(member));
  }

  /**
   * A constant enum expression: literals, other members, and arithmetic on them. Arithmetic is
   * folded here rather than by `evaluate`, so that `Op.Add` inside `Op` is read from the member.
   */
  private enumConstant(node: Node, depth: number): Value {
    if (depth > MAX_DEPTH) return unknown('nesting too deep to follow', this.span(node));
    if (node.type === 'BinaryExpression' && node.left.type !== 'PrivateIdentifier') {
      const left = this.enumConstant(node.left, depth + 1);
      const right = this.enumConstant(node.right, depth + 1);
      if (left.kind !== 'primitive' || right.kind !== 'primitive') return unknown('a computed enum value', this.span(node));
      const folded = foldBinary(node.operator, left.value, right.value);
      return folded === undefined ? unknown('a computed enum value', this.span(node)) : { kind: 'primitive', value: folded };
    }
    if (node.type === 'UnaryExpression' && node.operator === '~') {
      const argument = this.enumConstant(node.argument, depth + 1);
      return argument.kind === 'primitive' && typeof argument.value === 'number'
        ? { kind: 'primitive', value: ~argument.value }
        : unknown('a computed enum value', this.span(node));
    }
    // `Op.Add` inside `Op` itself: read from the member, not from the object still being built.
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier') {
      const property = node.computed ? this.evaluate(node.property) : null;
      const name = property ? (property.kind === 'primitive' && typeof property.value === 'string' ? property.value : null) : node.property.type === 'Identifier' ? node.property.name : null;
      const member = name === null ? null : this.enumMemberNamed(node.object, name);
      if (member) return this.evaluate(member);
    }
    return this.evaluate(node);
  }

  /** The member `name` of the enum `id` names, if `id` names an enum declared in this file. */
  private enumMemberNamed(id: TSESTree.Identifier, name: string): TSESTree.TSEnumMember | null {
    const variable = findVariable(scopeOf(this.source, id), id.name);
    const defs = variable ? valueDefinitions(variable) : [];
    const declaration = defs.length === 1 && defs[0]!.type === 'TSEnumName' ? (defs[0]!.node as TSESTree.TSEnumDeclaration) : null;
    return declaration?.body.members.find((member) => (member.id.type === 'Identifier' ? member.id.name : member.id.value) === name) ?? null;
  }

  // ---- classes -------------------------------------------------------------------------------

  /**
   * A class as the object of its static members (`Ops.SetText`, `Schemas.make('x')`): each
   * static field read from its initializer when asked for, each static method a function. What
   * could change them when the class is defined (a static block, a decorator, a base class whose
   * statics are inherited) makes the class unknown; instance members are not its properties.
   */
  private classStatics(node: TSESTree.ClassDeclaration | TSESTree.ClassExpression): Value {
    if (node.decorators.length > 0) return unknown('a decorated class', this.span(node));
    const entries = new Map<string, Entry>();
    const privates = new Map<string, Entry>();
    // Static methods and accessors are not enumerable: `Object.values(Ops)` lists its fields only.
    const unlisted = new Map<string, Entry>();
    const unresolvedMembers: UnresolvedNode[] = [];
    for (const member of node.body.body) {
      if (member.type === 'StaticBlock') {
        // `static { this.B = z.object(...); Ops.C = ... }`: each assignment a static, in order.
        const failure = this.staticBlock(member, node, entries);
        if (failure) return failure;
        continue;
      }
      if (member.type !== 'PropertyDefinition' && member.type !== 'MethodDefinition') continue;
      if (!member.static) continue;
      if (member.decorators.length > 0) return unknown('a class with a decorated static member', this.span(member));
      // `static #base = z.object(...)`: read as `Ops.#base` (or `this.#base`), listed by nothing.
      const own = member.key.type === 'PrivateIdentifier' ? privates : member.type === 'MethodDefinition' ? unlisted : entries;
      const name = member.key.type === 'PrivateIdentifier' ? member.key.name : this.propertyKey(member);
      if (name === null) {
        unresolvedMembers.push(unresolved(this.computedKeyReason(member.key), this.span(member.key)));
        continue;
      }
      const keySpan = this.span(member.key);
      if (member.type === 'MethodDefinition') {
        if (member.kind === 'get') {
          // `static get SetText() { return z.object(...) }`: each read runs the getter, and what it
          // returns is the member (a new schema per read in Zod, one structure here).
          const returned = member.value.body ? singleReturn(member.value.body) : null;
          const getterSpan = this.span(member);
          const getter = member.value;
          own.set(name, {
            keySpan,
            get: () => (returned ? this.evaluate(returned) : unknown('a static getter that is not a single return', getterSpan)),
            // Read on a subclass: called as a method on it is, `this` the subclass.
            getOn: (receiver) => (returned && getter.type === 'FunctionExpression' ? this.getterOn(getter, name, getterSpan, receiver) : unknown('a static getter that is not a single return', getterSpan)),
          });
          continue;
        }
        if (member.kind !== 'method') {
          // A private setter sets nothing a reader lists.
          if (own !== privates) unresolvedMembers.push(unresolved(`a static ${member.kind}`, keySpan));
          continue;
        }
        const fn = member.value;
        // An overload's signature has no body; the implementation that follows it is the method.
        if (fn.type !== 'FunctionExpression') continue;
        own.set(name, { keySpan, get: () => this.functionValue(fn) });
      } else {
        const value = member.value;
        own.set(name, { keySpan, get: () => (value ? this.evaluate(value) : { kind: 'primitive', value: undefined }) });
      }
    }
    // `class Sub extends Base`: Sub's statics are its own, then Base's through the prototype
    // (`Sub.A` of `Base.A`); `Object.keys(Sub)` lists its own only, as JavaScript does.
    // `new C()` in a module that imports C: made here, where C's field initializers are read.
    const construct = node.decorators.length === 0 ? { construct: (at: SourceSpan | undefined) => this.instanceOf(node, at) ?? unknown('a class the evaluator does not make instances of', at) } : {};
    const hidden = { ...(privates.size > 0 ? { privates } : {}), ...(unlisted.size > 0 ? { unlisted } : {}) };
    if (!node.superClass) return { kind: 'object', entries, unresolved: unresolvedMembers, ...construct, ...hidden };
    const superClass = node.superClass;
    const span = this.span(superClass);
    const inherited = (): Value => {
      const base = this.evaluate(superClass);
      return base.kind === 'object' || base.kind === 'unknown' ? base : unknown(`a class that extends ${describeValue(base)}`, span);
    };
    return { kind: 'object', entries, unresolved: unresolvedMembers, inherited, ...construct, ...hidden };
  }

  /**
   * A static block's statements: `this.K = value` and `Ops.K = value` (the class's own name) set a
   * static, in order; declarations are read where used. Anything else makes the class unknown.
   */
  private staticBlock(block: TSESTree.StaticBlock, klass: TSESTree.ClassDeclaration | TSESTree.ClassExpression, entries: Map<string, Entry>): UnknownValue | null {
    for (const statement of block.body) {
      if (statement.type === 'VariableDeclaration' && statement.kind !== 'using' && statement.kind !== 'await using') continue;
      const assignment = statement.type === 'ExpressionStatement' ? statement.expression : null;
      const target = assignment?.type === 'AssignmentExpression' && assignment.operator === '=' && assignment.left.type === 'MemberExpression' ? assignment.left : null;
      const owner = target && skipTypeWrappers(target.object);
      const ownName = owner?.type === 'ThisExpression' || (owner?.type === 'Identifier' && klass.id !== null && owner.name === klass.id.name);
      const name = target && ownName ? (memberName(target) ?? this.computedKey(target)) : null;
      if (assignment?.type === 'AssignmentExpression' && target && name !== null) {
        const value = assignment.right;
        entries.set(name, { keySpan: this.span(target.property), get: () => this.evaluate(value) });
        continue;
      }
      // `for (const op of OPS) this.all.push(...)`: statics declared before the block, filled by it.
      const isOwner = (node: Node) => node.type === 'ThisExpression' || (node.type === 'Identifier' && klass.id !== null && node.name === klass.id.name);
      const fills = staticFills(statement, isOwner);
      const line = statement.loc.start.line;
      if (!fills) return unknown(`a class with a static block that does more than set its statics (line ${line})`, this.span(statement));
      for (const [static_, steps] of fills) {
        const before = entries.get(static_);
        if (!before) return unknown(`a static block that fills '${static_}', which the class does not declare before it (line ${line})`, this.span(statement));
        let made: Value | undefined;
        entries.set(static_, {
          ...(before.keySpan ? { keySpan: before.keySpan } : {}),
          get: () => {
            if (made) return made;
            const written = before.get();
            made = written.kind === 'array' || written.kind === 'object' ? this.filledBy(written, steps, static_, line, statement) : unknown(`a static block fills '${static_}', which is ${describeValue(written)}`, this.span(statement));
            return made;
          },
        });
      }
    }
    return null;
  }

  // ---- namespaces ----------------------------------------------------------------------------

  /** An export of another block of a namespace `node` is written in, read as `Ops.A` would be. */
  private mergedNamespaceMember(node: TSESTree.Identifier): Value | undefined {
    for (let parent: Node | undefined = node.parent; parent; parent = parent.parent) {
      if (parent.type !== 'TSModuleDeclaration' || parent.id.type !== 'Identifier') continue;
      const variable = findVariable(scopeOf(this.source, parent), parent.id.name);
      if (!variable) continue;
      const namespace = this.variableValue(variable, node);
      const entry = namespace.kind === 'object' ? namespace.entries.get(node.name) : undefined;
      if (entry) return entry.get();
    }
    return undefined;
  }

  /**
   * `namespace S.V { export const a = ... }` at the top of the module: `S` (the scope manager
   * declares no such name) as the object TypeScript makes, `{ V: { a } }`, from every top-level
   * namespace whose dotted name starts with `prefix` then `name`; undefined when there is none.
   */
  private dottedNamespace(name: string, prefix: readonly string[], at: Node): Value | undefined {
    const path = [...prefix, name];
    const below = dottedNamespaces(this.source.ast).filter((each) => each.path.length >= path.length && path.every((part, i) => each.path[i] === part));
    const own = below.filter((each) => each.path.length === path.length);
    const deeper = below.filter((each) => each.path.length > path.length);
    if (own.length === 0 && deeper.length === 0) return undefined;
    const object = own.length > 0 ? this.namespaceObject(path.join('.'), own.map((each) => each.node), at) : ({ kind: 'object', entries: new Map(), unresolved: [] } as ObjectValue);
    if (object.kind !== 'object') return object;
    const entries = new Map(object.entries);
    for (const each of deeper) {
      const child = each.path[path.length]!;
      if (!entries.has(child)) entries.set(child, { get: () => this.dottedNamespace(child, path, at) ?? unknown(`'${[...path, child].join('.')}' is not declared`, this.span(at)) });
    }
    return { kind: 'object', entries, unresolved: [] };
  }

  /**
   * A TypeScript `namespace` as the object it compiles to: its exported values by name, each
   * read from its declaration inside the namespace (where its siblings are in scope). A declared
   * (ambient) namespace has no object at run time. (`namespace A.B {}` declares no variable in
   * the scope manager: `A` is read by `dottedNamespace`, which hands each level's blocks here.)
   */
  private namespaceObject(name: string, blocks: readonly TSESTree.TSModuleDeclaration[], at: Node): Value {
    const entries = new Map<string, Entry>();
    for (const block of blocks) {
      if (block.declare) return unknown(`'${name}' is a declared namespace, with no value at run time`, this.span(at));
      for (const statement of block.body?.body ?? []) {
        if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
        const declaration = statement.declaration;
        // Types, and declarations with no value at run time, are no members of the object.
        if (declaration.type === 'TSTypeAliasDeclaration' || declaration.type === 'TSInterfaceDeclaration') continue;
        if ('declare' in declaration && declaration.declare) continue;
        const names =
          declaration.type === 'VariableDeclaration'
            ? declaration.declarations.flatMap((declarator) => identifiersOf(declarator.id))
            : 'id' in declaration && declaration.id?.type === 'Identifier'
              ? [declaration.id]
              : [];
        for (const id of names) entries.set(id.name, { keySpan: this.span(id), get: () => this.evaluate(id) });
      }
    }
    return { kind: 'object', entries, unresolved: [] };
  }

  // ---- literals ----------------------------------------------------------------------------

  private object(node: TSESTree.ObjectExpression): Value {
    const entries = new Map<string, Entry>();
    const unresolvedMembers: UnresolvedNode[] = [];
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        // A namespace import spreads its exports: `{ ...fsOps, ...gitOps }`, a registry of tools.
        const evaluated = this.evaluate(property.argument);
        const spread = evaluated.kind === 'module' ? namespaceEntries(evaluated.module) : evaluated;
        if (spread.kind === 'object') {
          for (const [key, entry] of spread.entries) entries.set(key, entry);
          unresolvedMembers.push(...spread.unresolved);
        } else if (spread.kind === 'primitive' && (typeof spread.value !== 'string' || spread.value === '')) {
          // A primitive has no own keys to spread, but a string its characters: `...(flag && { id })`
          // with the flag false, `...undefined` and `...null` add nothing.
        } else if (spread.kind === 'unknown' && this.spreadUnderCondition(property, spread, entries)) {
          // `...(flag ? { callData } : {})`, `...(flag && { callData })`: only the keys a branch
          // spreads are in doubt (done by spreadUnderCondition); the others stay as written.
        } else {
          const reason = spread.kind === 'unknown' ? `a spread of something unknown: ${spread.reason}` : 'a spread of something that is not a shape';
          const span = this.span(property);
          unresolvedMembers.push(slotOf(spread, unresolved(reason, span)));
          // Keys written before it may be replaced by whatever it spreads: no longer known.
          for (const [key, entry] of entries) {
            const replaced = slotOf(spread, unknown(`'${key}' may be replaced by a later spread (${reason})`, span));
            entries.set(key, { ...entry, get: () => replaced });
          }
        }
        continue;
      }
      const key = this.propertyKey(property);
      if (key === null) {
        unresolvedMembers.push(unresolved(this.computedKeyReason(property.key), this.span(property.key)));
        continue;
      }
      // `{ __proto__: x }` sets the prototype: no own key is created, and Zod never sees it.
      if (key === '__proto__' && !property.computed && !property.shorthand && property.kind === 'init' && !property.method) continue;
      entries.set(key, { keySpan: this.span(property.key), get: this.propertyGetter(property) });
    }
    const object: ObjectValue = { kind: 'object', entries: inPropertyOrder(entries), unresolved: unresolvedMembers };
    return unresolvedMembers.length === 0 ? { ...object, closed: true } : object;
  }

  /**
   * A spread whose value depends on a test the evaluator cannot read, where every branch is an
   * object literal it reads or spreads nothing (`flag ? { a } : {}`, `flag && { a }`): each key a
   * branch spreads is unknown, with the reason, and every other key stays as written. False when
   * a branch cannot be read; the caller then treats the spread as unknown.
   */
  private spreadUnderCondition(property: TSESTree.SpreadElement, condition: UnknownValue, entries: Map<string, Entry>): boolean {
    const branches = this.spreadBranches(property.argument, 0);
    if (!branches) return false;
    const span = this.span(property);
    for (const branch of branches) {
      for (const [key, entry] of branch.entries) {
        // Under a test on a helper's parameter slot, the key is each caller's to decide.
        entries.set(key, { ...entry, get: () => slotOf(condition, unknown(`'${key}' is spread only under a condition (${condition.reason})`, span)) });
      }
    }
    return true;
  }

  /** What a conditional spread may spread, branch by branch, or null when a branch is unread. */
  private spreadBranches(expression: Node, depth: number): ObjectValue[] | null {
    const node = skipTypeWrappers(expression);
    if (depth > 8) return null;
    if (node.type === 'ConditionalExpression') {
      const test = this.evaluate(node.test);
      if (test.kind === 'primitive') return this.spreadBranches(test.value ? node.consequent : node.alternate, depth + 1);
      const consequent = this.spreadBranches(node.consequent, depth + 1);
      const alternate = consequent && this.spreadBranches(node.alternate, depth + 1);
      return consequent && alternate ? [...consequent, ...alternate] : null;
    }
    if (node.type === 'LogicalExpression' && node.operator === '&&') {
      const test = this.evaluate(node.left);
      if (test.kind === 'primitive') return test.value ? this.spreadBranches(node.right, depth + 1) : [];
      // An unknown left side that is falsy spreads nothing, unless it is a non-empty string,
      // which no test of a flag is.
      return this.spreadBranches(node.right, depth + 1);
    }
    const value = this.evaluate(node);
    const spread = value.kind === 'module' ? namespaceEntries(value.module) : value;
    if (spread.kind === 'object') return spread.unresolved.length === 0 ? [spread] : null;
    if (spread.kind === 'primitive' && (typeof spread.value !== 'string' || spread.value === '')) return [];
    return null;
  }

  /** Why a computed key has no name the evaluator reads: what its expression could not be. */
  private computedKeyReason(key: Node): string {
    const value = this.evaluate(key);
    return value.kind === 'unknown' ? `a computed key (${value.reason})` : 'a computed key';
  }

  /** The name of an object's property or a class's member, when it is a constant. */
  private propertyKey(property: { readonly key: Node; readonly computed: boolean }): string | null {
    const key = property.key;
    if (!property.computed) {
      if (key.type === 'Identifier') return key.name;
      if (key.type === 'Literal') return String(key.value);
      return null;
    }
    const value = this.evaluate(key);
    if (value.kind === 'primitive' && (typeof value.value === 'string' || typeof value.value === 'number')) {
      return String(value.value);
    }
    return null;
  }

  private propertyGetter(property: TSESTree.Property): () => Value {
    if (property.kind === 'get') {
      // `get children() { return z.array(Node) }`: Zod reads it lazily, and so do we.
      const body = property.value.type === 'FunctionExpression' ? property.value.body : null;
      const returned = body ? singleReturn(body) : null;
      // `{ get create() { return { k: z.string() } } }`: a table whose entry a getter makes, an
      // object or a list written there, is that value (a shape to spread, a list of options), not
      // a lazy schema; Zod's recursive getters return schemas.
      const written = returned && skipTypeWrappers(returned);
      // `get all() { return OPS.map((k) => ...) }` too: a method only lists have, which no schema has.
      const listCall = written?.type === 'CallExpression' && written.callee.type === 'MemberExpression' && LIST_ONLY_METHODS.has(memberName(written.callee) ?? '');
      if (written && (written.type === 'ObjectExpression' || written.type === 'ArrayExpression' || listCall)) {
        const frame = this.frame;
        return () => this.inFrame(frame, () => this.evaluate(written));
      }
      return () => {
        if (!returned) return unknown('a getter that is not a single return', this.span(property));
        const span = this.span(property.value);
        const frame = this.frame;
        return schema({ type: 'lazy', checks: [], span, shapeGetter: true, getter: () => toNodeOrUnresolved(this.inFrame(frame, () => this.evaluate(returned)), span) });
      };
    }
    if (property.kind !== 'init' || property.method) {
      return () => this.functionValue(property.value as TSESTree.FunctionExpression);
    }
    const valueNode = property.value;
    // Read when the shape is, maybe after a helper call returned: in that call's bindings.
    const frame = this.frame;
    return frame ? () => this.inFrame(frame, () => this.evaluate(valueNode)) : () => this.evaluate(valueNode);
  }

  private array(node: TSESTree.ArrayExpression): Value {
    return this.listOf(node.elements);
  }

  /** The list of what an array literal (or `Array.of()`) writes, spreads of lists and Maps spread out. */
  private listOf(written: readonly (TSESTree.Expression | TSESTree.SpreadElement | null)[]): Value {
    const elements: (() => Value)[] = [];
    const spans: (ReturnType<Evaluator['span']> | undefined)[] = [];
    for (const element of written) {
      if (!element) {
        elements.push(() => ({ kind: 'primitive', value: undefined }));
        spans.push(undefined);
      } else if (element.type === 'SpreadElement') {
        // `[...OPTIONS]`, `[...BY_NAME]` of a Map (its pairs).
        const read = this.evaluate(element.argument);
        const spread = iterated(read) ?? read;
        if (spread.kind === 'array') {
          appendAll(elements, spread.elements);
          appendAll(spans, spansFrom(spread.spans, this.span(element)));
        } else {
          const reason = spread.kind === 'unknown' ? `a spread of something unknown: ${spread.reason}` : 'a spread of something that is not an array';
          const span = this.span(element);
          const spreadUnknown = slotOf(spread, unknown(reason, span));
          elements.push(() => spreadUnknown);
          spans.push(span);
        }
      } else {
        const frame = this.frame;
        elements.push(frame ? () => this.inFrame(frame, () => this.evaluate(element)) : () => this.evaluate(element));
        spans.push(this.span(element));
      }
    }
    return { kind: 'array', elements, spans };
  }

  /**
   * `Object.keys(x)`, `Object.values(x)` and `Object.entries(x)` of an object the evaluator reads
   * (a TypeScript enum, an `as const` map): `z.enum(Object.values(Op) as [string, ...string[]])`
   * is how enums are often handed to Zod; and `Object.freeze(x)`, which is `x`. Null when the
   * call is not one of those, on the global `Object`.
   */
  private objectListing(node: TSESTree.CallExpression): Value | null {
    if (!isObjectListingCall(node)) return null;
    const callee = skipTypeWrappers(node.callee) as TSESTree.MemberExpression & { object: TSESTree.Identifier; property: TSESTree.Identifier };
    const variable = findVariable(scopeOf(this.source, callee.object), 'Object');
    if (variable && variable.defs.length > 0) return null; // an `Object` of the user's own
    const [arg] = node.arguments;
    if (node.arguments.length !== 1 || !arg || arg.type === 'SpreadElement') return unknown(`'Object.${callee.property.name}()' of something the evaluator cannot read`, this.span(node));
    const object = this.evaluate(arg);
    // `Object.freeze(x)` is `x`, frozen: nothing the evaluator reads changes.
    if (callee.property.name === 'freeze') return object;
    // `Object.fromEntries(BY_NAME)` of a Map: its pairs.
    if (callee.property.name === 'fromEntries') return this.objectFromEntries(iterated(object) ?? object, node);
    const listed = object.kind === 'module' ? namespaceEntries(object.module) : object;
    if (listed.kind !== 'object' || listed.unresolved.length > 0) {
      return slotOf(listed, unknown(`'Object.${callee.property.name}()' of ${listed.kind === 'unknown' ? `something unknown (${listed.reason})` : describeValue(listed)}`, this.span(node)));
    }
    const span = this.span(node);
    const entries = [...listed.entries];
    const spans = entries.map(() => span);
    switch (callee.property.name) {
      case 'keys':
        return primitiveList(entries.map(([key]) => key), span);
      case 'values':
        return { kind: 'array', elements: entries.map(([, entry]) => () => entry.get()), spans };
      default:
        // `Object.entries(TOOLS).map(([name, input]) => ...)`: each pair a list of two.
        return {
          kind: 'array',
          elements: entries.map(([key, entry]) => (): Value => ({ kind: 'array', elements: [() => ({ kind: 'primitive', value: key }), () => entry.get()], spans: [entry.keySpan, entry.keySpan] })),
          spans,
        };
    }
  }

  /**
   * `Object.fromEntries(NAMES.map((name) => [name, op(name)]))`, `Object.fromEntries(Object.entries(
   * TOOLS).map(([k, t]) => [k, t.input]))`: an object of the pairs, each a list of a key the
   * evaluator reads and a value. A later pair of the same key replaces the earlier one's value,
   * in its place.
   */
  private objectFromEntries(list: Value, node: TSESTree.CallExpression): Value {
    const span = this.span(node);
    if (list.kind !== 'array') return unknown(`'Object.fromEntries()' of ${list.kind === 'unknown' ? `something unknown (${list.reason})` : describeValue(list)}`, span);
    const entries = new Map<string, Entry>();
    for (let i = 0; i < list.elements.length; i++) {
      const pair = list.elements[i]!();
      if (pair.kind === 'unknown') return unknown(pair.reason, pair.span ?? span);
      const key = pair.kind === 'array' && pair.elements.length >= 1 ? pair.elements[0]!() : undefined;
      if (pair.kind !== 'array' || key?.kind !== 'primitive' || (typeof key.value !== 'string' && typeof key.value !== 'number')) {
        return unknown("'Object.fromEntries()' of a pair whose key the evaluator cannot read", list.spans[i] ?? span);
      }
      const value = pair.elements[1];
      const keySpan = pair.spans[0] ?? list.spans[i] ?? span;
      // Map.set keeps an existing key's place, as a property does.
      entries.set(String(key.value), { keySpan, get: value ?? (() => ({ kind: 'primitive', value: undefined })) });
    }
    return { kind: 'object', entries: inPropertyOrder(entries), unresolved: [] };
  }

  // ---- chains --------------------------------------------------------------------------------

  /**
   * `z.string().trim().optional()` is a chain of member accesses and calls. It is unrolled into
   * a list and applied from the inside out, memoizing every step, so depth costs no stack.
   */
  private chain(node: TSESTree.CallExpression | TSESTree.MemberExpression): Value {
    const listing = node.type === 'CallExpression' ? (this.objectListing(node) ?? this.arrayFrom(node)) : null;
    if (listing) return listing;
    const required = node.type === 'CallExpression' ? this.required(node) : null;
    if (required) return required;
    const steps: (TSESTree.CallExpression | TSESTree.MemberExpression)[] = [];
    let current: Node = node;
    for (;;) {
      current = skipTypeWrappers(current);
      if (current !== node && this.currentMemo().has(current)) break;
      // `Object.entries(TOOLS).map(...)`: the listing is a value of its own (see `objectListing`).
      if (current !== node && (isObjectListingCall(current) || isArrayFromCall(current))) break;
      if (current.type === 'MemberExpression') {
        steps.push(current);
        current = current.object;
      } else if (current.type === 'CallExpression' && skipTypeWrappers(current.callee).type === 'MemberExpression') {
        steps.push(current);
        current = (skipTypeWrappers(current.callee) as TSESTree.MemberExpression).object;
      } else {
        break;
      }
    }
    let value: Value;
    if (current === node) {
      // A call whose callee is not a member: `object({...})`, `makeSchema()`.
      return this.plainCall(node as TSESTree.CallExpression);
    }
    value = this.evaluate(current);
    for (let i = steps.length - 1; i >= 0; i--) {
      const step = steps[i]!;
      if (step !== node) {
        const cached = this.currentMemo().get(step);
        if (cached !== undefined && cached !== IN_PROGRESS) {
          value = cached;
          continue;
        }
      }
      value = this.applyStep(value, step);
      if (step !== node) {
        // `L.Obj.extend({...})` of `import * as L` from a package with only types: the link the
        // syntax could not read (`L.Obj`) is read from its type, as a named import of it is, so
        // the steps after it (`.extend()`, `.or()`) are read from the source. (`evaluate` asks
        // for the whole chain only, whose type shows none of them.)
        if (value.kind === 'unknown' && this.types) value = this.typed(step, value);
        this.currentMemo().set(step, this.named(step, value));
      }
    }
    return value;
  }

  private applyStep(receiver: Value, step: TSESTree.CallExpression | TSESTree.MemberExpression): Value {
    if (step.type === 'MemberExpression') {
      if (step.property.type === 'PrivateIdentifier') return this.privateMember(receiver, step.property.name, step);
      const name = memberName(step) ?? this.computedKey(step);
      // `MAP[action]` by an only-exported helper's parameter: what each caller's key reads.
      if (name === null) return slotOf(this.evaluate(step.property), unknown('a computed member access', this.span(step)));
      return getMember(this, receiver, name, step);
    }
    const callee = skipTypeWrappers(step.callee) as TSESTree.MemberExpression;
    // `Ops[k]()` of `Object.keys(Ops).map((k) => Ops[k]())`: the key a constant where it is read.
    const name = memberName(callee) ?? this.computedKey(callee);
    if (name === null) return unknown('a call of a computed member', this.span(step));
    const site: CallSite = {
      call: step,
      args: writtenArguments(step.arguments),
      name,
      // The squiggle goes on `trim()` in `.trim()`, not on the whole chain.
      span: spanBetween(callee.property, step, this.source.file),
    };
    return callMember(this, receiver, site);
  }

  /** `Ops.#base`: a private member of a class (or of an instance) the evaluator reads. */
  private privateMember(receiver: Value, name: string, at: Node): Value {
    if (receiver.kind === 'unknown') return receiver;
    const entry = receiver.kind === 'object' ? receiver.privates?.get(name) : undefined;
    return entry ? entry.get() : unknown(`'#${name}' of ${describeValue(receiver)}, which the evaluator does not read`, this.span(at));
  }

  /** The key of `defs[op]` when `op` is a constant string or number (a `.map()` element, a parameter). */
  private computedKey(step: TSESTree.MemberExpression): string | null {
    if (!step.computed) return null;
    const key = this.evaluate(step.property);
    return key.kind === 'primitive' && (typeof key.value === 'string' || typeof key.value === 'number') ? String(key.value) : null;
  }

  private plainCall(node: TSESTree.CallExpression): Value {
    const callee = this.evaluate(node.callee);
    if (callee.kind === 'zod' && callee.path.length > 0) {
      const path = callee.path;
      const site: CallSite = { call: node, args: writtenArguments(node.arguments), name: path[path.length - 1]!, span: this.span(node) };
      return callMember(this, { ...callee, path: path.slice(0, -1) }, site);
    }
    if (callee.kind === 'unknown') return unknown(callee.reason, this.span(node));
    const name = node.callee.type === 'Identifier' ? `'${node.callee.name}()'` : 'a function call';
    if (callee.kind === 'function') return this.callFunction(callee, node, name);
    return unknown(`${name} is a call the evaluator does not follow`, this.span(node));
  }

  /**
   * A call of a function the evaluator has read (`op('setText', {...})`, `ops.make()`, an
   * imported `makeOp(...)`): its arguments are read here, in the caller's scopes, and the call
   * itself by the evaluation of the module the function is written in.
   */
  callFunction(fn: FunctionValue, call: TSESTree.CallExpression, name: string, receiver?: Value, written: readonly TSESTree.CallExpressionArgument[] = call.arguments): Value {
    // A generator's iterator is read once: kept and stepped (`it.next()`), or spread twice, it is not its list.
    if (fn.node.generator && !iteratedWhole(call)) return unknown(`${name} makes an iterator that is read other than whole, once`, this.span(call));
    const caller = this.frame;
    this.calledSites.add(call);
    // `anyOf(...OPTIONS)`: a spread of an array the evaluator reads gives its elements.
    let args: (() => Value)[] | null = [];
    const spans: SourceSpan[] = [];
    for (const argument of written) {
      if (argument.type === 'SpreadElement') {
        const spread = this.evaluate(argument.argument);
        if (spread.kind !== 'array') {
          args = null;
          break;
        }
        appendAll(args, spread.elements);
        const here = this.span(argument);
        for (const span of spansFrom(spread.spans, here)) spans.push(span ?? here);
      } else {
        args.push(() => this.inFrame(caller, () => this.evaluate(argument)));
        spans.push(this.span(argument));
      }
    }
    const value = this.callWith(fn, { name, span: this.span(call), args, spans, key: this.argumentsKey(written), ...(receiver ? { receiver } : {}) });
    if (fn.owner !== undefined && fn.owner !== this && value.kind === 'schema') this.foreignCalls.push({ call, value });
    return value;
  }

  later<T>(read: () => T): () => T {
    const frame = this.frame;
    return frame ? () => this.inFrame(frame, read) : read;
  }

  /** A call of a function with its arguments already read, by the module the function is in. */
  callWith(fn: FunctionValue, call: HelperCall): Value {
    return (fn.owner ?? this).callHelper(fn.node, withBoundArguments(fn, call), fn.closure);
  }

  /** `callWith` from a fresh stack (a `z.lazy()` getter, which Zod calls after its maker returned). */
  callLater(fn: FunctionValue, call: HelperCall): Value {
    return (fn.owner ?? this).callDetached(fn.node, withBoundArguments(fn, call), fn.closure);
  }

  callDetached(fn: FunctionNode, call: HelperCall, closure?: object): Value {
    return this.inFrame(undefined, () => this.callHelper(fn, call, closure));
  }

  /**
   * A call of a helper function of this module whose body declares constants, tests constants
   * and returns (`const op = (name, shape) => z.object({ op: z.literal(name), ...shape })`): what
   * it returns, with each parameter bound to its argument, and the body's constants and
   * conditions read in that binding. Read, never run. Anything else (a loop, a statement that may
   * change a value, a condition that is not a constant, `async`) is unknown, with the reason.
   */
  callHelper(fn: FunctionNode, call: HelperCall, madeIn?: object): Value {
    // Only this evaluator makes the closures it is handed back.
    const closure = madeIn as Frame | undefined;
    const notFollowed = (why: string) => unknown(`${call.name} is not followed: ${why}`, call.span);
    if (fn.async) return notFollowed('it is async, and returns a promise');
    // `function* options() { yield A; yield* MORE; }`: the list of what it yields, in order.
    const yields = fn.generator ? generatorYields(fn) : null;
    if (fn.generator && !yields) return notFollowed('it is a generator whose body does more than declare constants and yield');
    const scope = this.source.scopeManager.acquire(fn, true);
    if (!scope) return notFollowed('its scopes are not those of the module it was read in');
    const body = yields ?? helperBody(fn, scope);
    if (typeof body === 'string') return notFollowed(body);
    if (!call.args) return notFollowed('a spread of something that is not an array the evaluator reads');
    // The same call made before is the same value: `const Geometry = () => z.discriminatedUnion(...)`
    // whose getter calls `Geometry()` again gets the union it is in, a cycle, as in Zod. "The
    // same call" is the same arguments at the same place: `{ before: meta(), after: meta() }` are
    // two objects in Zod, and two here (a walk that expands an object once would see one). In
    // the frame of the call whose function holds this one's (a function written inside a helper
    // reads that call's parameters): `inner()` of `mk('a')` is not `inner()` of `mk('b')`.
    const results = this.resultsOf(fn, closure);
    const site = `${call.span.file ?? ''}:${call.span.range[0]}`;
    // Called on another receiver (`Base.all()`, `Sub.all()` at one place), another `this`.
    const memoKey = call.key === null ? null : `${call.key}@${site}${call.receiver ? `#${objectId(call.receiver)}` : ''}`;
    const made = memoKey === null ? undefined : results.get(fn)?.get(memoKey);
    if (made) return made;
    // A call written in another module is not made by this module's calls under way: an imported
    // `obj` reads its argument `{ q: obj({...}) }` lazily, inside its own call, and the inner call
    // was "obj() calls itself". Calls that do go round through modules nest in the frames below,
    // and end at MAX_FRAMES.
    const fromHere = call.span.file === this.source.file;
    for (let frame = fromHere ? this.frame : undefined; frame; frame = frame.parent) {
      if (frame.fn !== fn) continue;
      // Read from a lazy part of what that call returned (a getter, `z.lazy`), after it returned.
      if (frame.result && call.key !== null && frame.key === call.key) return frame.result;
      // From another place, it is a call inside a call, not a cycle (`callOf(() => callOf(() =>
      // S))`): a cycle comes back to a place it has been, and depth bounds the rest (MAX_FRAMES).
      if (frame.site !== site) continue;
      // The same place with other constant arguments is recursion that may end (`build(depth - 1)`
      // stopping at `depth <= 1`): read on, to MAX_FRAMES. The same arguments again never end.
      if (call.key !== null && frame.key !== null && frame.key !== call.key) continue;
      return unknown(`${call.name} calls itself`, call.span);
    }
    const depth = (this.frame?.depth ?? 0) + 1;
    if (depth > MAX_FRAMES) return unknown(`${call.name}: helper calls nested too deep to follow`, call.span);
    // Helpers that each call others several times with new arguments multiply: past a bound, a
    // file's calls are not read (a hang is worse than an untraceable option).
    if (++this.helperCalls > MAX_HELPER_CALLS) return unknown(`${call.name}: more helper calls in this module than the evaluator reads (${MAX_HELPER_CALLS})`, call.span);
    const params = new Map<Variable, () => Value>();
    const frame: Frame = {
      fn,
      parent: this.frame,
      lexical: closure,
      depth,
      params,
      memo: new Map(),
      results: new Map(),
      key: call.key,
      site,
      result: undefined,
      args: { kind: 'array', elements: call.args, spans: call.spans },
      ...(call.receiver ? { receiver: call.receiver } : {}),
    };
    const bind = new ParameterBinder(
      { evaluateDefault: (node) => this.inFrame(frame, () => this.evaluate(node)), member: (value, name, at) => getMember(this, value, name, at) },
      scope,
      params,
    );
    // A TypeScript `this` parameter declares the receiver's type and takes no argument.
    const declared = fn.params[0]?.type === 'Identifier' && fn.params[0].name === 'this' ? fn.params.slice(1) : fn.params;
    const args = call.args;
    for (const [i, param] of declared.entries()) {
      if (param.type === 'RestElement') {
        const rest: Value = { kind: 'array', elements: args.slice(i), spans: call.spans.slice(i) };
        bind.pattern(param.argument, () => rest);
      } else if (param.type === 'TSParameterProperty') {
        return notFollowed('a parameter property');
      } else {
        bind.pattern(param, args[i] ?? UNDEFINED_ARGUMENT);
      }
    }
    const result = this.inFrame(frame, () => (yields ? this.yielded(yields) : this.readBody(body as HelperBody, call)));
    frame.result = result;
    if (memoKey !== null) {
      let byKey = results.get(fn);
      if (!byKey) results.set(fn, (byKey = new Map()));
      byKey.set(memoKey, result);
    }
    return result;
  }

  /** What a generator's `yield`s give, in the call under way: a list (`yield* list` spreads one). */
  private yielded(yields: readonly TSESTree.YieldExpression[]): Value {
    const elements: (() => Value)[] = [];
    const spans: (SourceSpan | undefined)[] = [];
    for (const each of yields) {
      const value: Value = each.argument ? this.evaluate(each.argument) : { kind: 'primitive', value: undefined };
      if (!each.delegate) {
        elements.push(() => value);
        spans.push(this.span(each.argument ?? each));
        continue;
      }
      const list = iterated(value);
      if (!list) return unknown(`a 'yield*' of ${value.kind === 'unknown' ? `something unknown (${value.reason})` : describeValue(value)}`, this.span(each));
      appendAll(elements, list.elements);
      appendAll(spans, spansFrom(list.spans, this.span(each)));
    }
    return { kind: 'array', elements, spans };
  }

  /**
   * What a helper's body returns for the call under way (in its frame): each `if` in turn, its
   * condition read as a constant, until an exit is reached.
   */
  private readBody(body: HelperBody, call: HelperCall): Value {
    const value = this.readFrom(body, 0, body.branches[0] ?? null, call);
    return isThrow(value) ? unknown(`${call.name} throws for these arguments (line ${value.at.loc.start.line})`, call.span) : value;
  }

  /**
   * What the body returns from `current`, a step of its `index`th branch, on, or the exit that
   * throws. A condition that is not a constant is read both ways: a way that throws is not the
   * call's value (a module whose helper threw would not load), and two ways that return schemas
   * alike for every rule are that schema: growthbook's `namedSchema(name, S)`, `if
   * (!process.env.REGISTER) return S;` then `return S.meta({ id: name })`. Each way is an exit or
   * the rest of the body, so a body is read at most once per exit, whatever its number of such
   * conditions.
   */
  private readFrom(body: HelperBody, index: number, current: Branch | Exit | null, call: HelperCall): Value | ThrowExit {
    for (;;) {
      while (current && current.kind === 'if') {
        const test: Node | SwitchTest = current.test;
        const switched: SwitchTest | null = isSwitchTest(test) ? test : null;
        const truthy: boolean | null = switched ? this.caseMatches(switched) : truthiness(this.evaluate(test as Node));
        if (truthy === null) {
          const taken = this.readFrom(body, index, current.then, call);
          const rest = this.readFrom(body, index, current.otherwise, call);
          if (isThrow(taken)) return isThrow(rest) ? taken : rest;
          if (isThrow(rest)) return taken;
          if (taken.kind === 'schema' && rest.kind === 'schema' && sameSchema(taken.node, rest.node)) return taken;
          const line = (switched ? switched.at : (test as Node)).loc.start.line;
          return unknown(`${call.name} is not followed: the condition at line ${line} is not a constant for these arguments`, call.span);
        }
        current = truthy ? current.then : current.otherwise;
      }
      if (current) return this.exitValue(current);
      if (++index >= body.branches.length) break;
      current = body.branches[index]!;
    }
    return body.exit ? this.exitValue(body.exit) : unknown(`${call.name} reaches no return`, call.span);
  }

  /** What an exit gives: the value returned, or the exit itself when it throws. */
  private exitValue(exit: Exit): Value | ThrowExit {
    return exit.kind === 'return' ? this.evaluate(exit.value) : exit;
  }

  /** Whether a switch's discriminant is `===` one of a case's values; null when one is not a constant. */
  private caseMatches(test: SwitchTest): boolean | null {
    const discriminant = this.evaluate(test.discriminant);
    if (discriminant.kind !== 'primitive') return null;
    for (const node of test.cases) {
      const value = this.evaluate(node);
      if (value.kind !== 'primitive') return null;
      if (value.value === discriminant.value) return true;
    }
    return false;
  }

  /**
   * A key for a call whose arguments are all primitives or schemas (`op('setText')`, `Geometry()`,
   * `wrap(x)`), equal for calls that must give the same value; else null.
   */
  argumentsKey(written: readonly TSESTree.CallExpressionArgument[]): string | null {
    let key = '';
    for (const argument of written) {
      if (argument.type === 'SpreadElement') return null;
      const value = this.evaluate(argument);
      // A schema is the same argument when it is the same node (`wrap(x)` called ten times with
      // the parameter `x`): without this, helpers that call helpers several times each grew
      // exponentially with their depth.
      if (value.kind === 'schema') key += `schema:${objectId(value.node)}\u0000`;
      else if (value.kind === 'primitive') key += `${typeof value.value}:${String(value.value)}\u0000`;
      else return null;
    }
    return key;
  }
}

/**
 * A namespace import as the object it is at run time (`Object.values(ops)` of `import * as ops`):
 * its export names in code-unit order, as a module namespace lists its keys, each read when asked.
 */
function namespaceEntries(module: ModuleExports): ObjectValue | UnknownValue {
  const names = module.exportNames();
  if (!names) return unknown(`the namespace of '${module.displayName}': a module it re-exports could not be read`);
  const entries = new Map<string, Entry>();
  for (const name of [...names].sort()) entries.set(name, { get: () => module.exportValue(name) });
  return { kind: 'object', entries, unresolved: [] };
}

/** The top-level `namespace S.V.W { ... }` declarations of a module, with their dotted names. */
function dottedNamespaces(program: TSESTree.Program): readonly DottedNamespace[] {
  const known = DOTTED.get(program);
  if (known) return known;
  const found: DottedNamespace[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'TSModuleDeclaration' || declaration.id.type !== 'TSQualifiedName') continue;
    const path: string[] = [];
    let name: TSESTree.EntityName = declaration.id;
    while (name.type === 'TSQualifiedName') {
      path.unshift(name.right.name);
      name = name.left;
    }
    if (name.type !== 'Identifier') continue;
    path.unshift(name.name);
    found.push({ path, node: declaration });
  }
  DOTTED.set(program, found);
  return found;
}

interface DottedNamespace {
  readonly path: readonly string[];
  readonly node: TSESTree.TSModuleDeclaration;
}

const DOTTED = new WeakMap<TSESTree.Program, readonly DottedNamespace[]>();

/** Whether `outer`'s source range holds `inner`'s. */
function holds(outer: Node, inner: Node): boolean {
  return inner.range[0] >= outer.range[0] && inner.range[1] <= outer.range[1];
}

/** How many nodes of an unresolved expression `readsCallBindings` reads before it gives up. */
const CALL_BINDING_NODES = 2_000;

/** The call whose names a frame's function reads besides its own: where it was made, else its caller. */
function enclosing(frame: Frame): Frame | undefined {
  return frame.lexical ?? frame.parent;
}

/**
 * A literal or enum read from its type, through wrappers, marked as showing its checks (it has
 * none: the syntax the type stands in for added none); null for any other model.
 */
function withVisibleChecks(model: SchemaNode): SchemaNode | null {
  const { opaque: _opaque, ...node } = model;
  // `z.literal(MODE)` with `MODE: 'a' | 'b'`: the literal holds one of the values its type lists,
  // not all of them; read from the type, it proves no value (valid-discriminated-union's repeats).
  if (node.type === 'literal' && node.values.length > 1) return null;
  if (node.type === 'literal' || node.type === 'enum') return node as SchemaNode;
  if (isWrapper(model)) {
    const inner = withVisibleChecks(model.innerType);
    return inner ? ({ ...node, innerType: inner } as SchemaNode) : null;
  }
  return null;
}

/**
 * An object (a schema, a list, a function: never null or undefined) compared with `null` or
 * `undefined`, in either order: `(v) => v !== null` of a `.filter()` over schemas. Undefined for
 * any other comparison, or a side that is not known.
 */
function objectAgainstNullish(operator: string, left: Value, right: Value): boolean | undefined {
  const nullish = (value: Value) => value.kind === 'primitive' && (value.value === null || value.value === undefined);
  // Not a schema that could not be read, which stands for a value that may be anything.
  const object = (value: Value) => value.kind !== 'primitive' && value.kind !== 'unknown' && !(value.kind === 'schema' && value.node.type === 'unresolved');
  if (!((object(left) && nullish(right)) || (nullish(left) && object(right)))) return undefined;
  if (operator === '===' || operator === '==') return false;
  if (operator === '!==' || operator === '!=') return true;
  return undefined;
}

/** A helper body's exit that throws, as `readFrom` gives it back instead of a value. */
type ThrowExit = Extract<Exit, { kind: 'throw' }>;
const isThrow = (value: Value | ThrowExit): value is ThrowExit => value.kind === 'throw';

function toNodeOrUnresolved(value: Value, span: ReturnType<Evaluator['span']>): SchemaNode {
  if (value.kind === 'schema') return value.node;
  return unresolved(value.kind === 'unknown' ? value.reason : 'a getter that does not return a schema', span);
}

function singleReturn(body: TSESTree.BlockStatement): Node | null {
  const statement = body.body.length === 1 ? body.body[0] : undefined;
  return statement?.type === 'ReturnStatement' && statement.argument ? statement.argument : null;
}

/**
 * The value a variable written by several statements of one block holds where it is read in
 * that block: `let s = z.string(); s = s.trim(); export const T = s;` is `s.trim()` at `T`, and
 * `s` in `s.trim()` is `z.string()`. Each write is the declaration's initializer or `s = value;`
 * as a statement of the block (the module's, or a function body's), so none is skipped or
 * repeated; a read in a function written inside the block (run at an unknown time) is not read.
 * An export of the variable is read as the module leaves it, its last write. esbuild's lazy
 * module init (`var A; __esm({ ... A = z.object(...); U = z.union([A, B]) })`) is one write of a
 * function body, read later in that body.
 */
function writtenLastBefore(variable: Variable, at: Node): Node | null {
  let block: Node | undefined;
  const writes: { readonly end: number; readonly value: Node }[] = [];
  for (const reference of variable.references) {
    if (!reference.isWrite()) continue;
    const id = reference.identifier;
    const parent = id.parent;
    let statement: Node | undefined;
    let value: Node | null = null;
    if (parent?.type === 'VariableDeclarator' && parent.id === id) {
      statement = parent.parent;
      value = parent.init;
      if (statement?.parent?.type === 'ExportNamedDeclaration') statement = statement.parent;
    } else if (parent?.type === 'AssignmentExpression' && parent.operator === '=' && parent.left === id && parent.parent?.type === 'ExpressionStatement') {
      statement = parent.parent;
      value = parent.right;
    }
    const owner = statement?.parent;
    if (!statement || !value || (owner?.type !== 'Program' && owner?.type !== 'BlockStatement') || (block && owner !== block)) return null;
    block = owner;
    writes.push({ end: statement.range[1], value });
  }
  if (!block) return null;
  writes.sort((a, b) => a.end - b.end);
  const readAt = readPoint(at, block);
  if (readAt === null) return null;
  if (readAt === 'end') return writes[writes.length - 1]!.value;
  let last: Node | null = null;
  for (const write of writes) if (write.end <= readAt.range[0]) last = write.value;
  return last;
}

/**
 * When a read of a name declared in `block` happens, as a place in the block: the read itself, or
 * the call of a list method whose callback holds it; `'end'` for an export of the name, read as
 * the module leaves it. Null when that cannot be told: a read in a function written inside the
 * block runs when the function is called, unknown in general, but a callback of a list method
 * runs during that call (`keys.map((k) => ({ ...extra }))` after `extra = ...;`).
 */
function readPoint(at: Node, block: Node): Node | 'end' | null {
  if (isExportOf(at)) return 'end';
  if (at.range[0] < block.range[0] || at.range[1] > block.range[1]) return null;
  let readAt: Node = at;
  for (let node = at.parent; node && node !== block; node = node.parent) {
    if (!FUNCTION_TYPES.has(node.type)) continue;
    // `Object.defineProperty(exports, 'OPTS', { get: () => OPTS })` (TypeScript's CommonJS output):
    // the getter runs when an importer reads it, after the module has run.
    if (isExportGetter(node)) return 'end';
    const call = node.parent;
    if (call?.type !== 'CallExpression' || !call.arguments.includes(node as TSESTree.CallExpressionArgument) || !isListMethodCall(call)) return null;
    readAt = call;
  }
  return readAt;
}

/** A value being filled by `Evaluator.fill`, and the loop passes read so far. */
type Filling = (
  | { readonly kind: 'array'; readonly elements: (() => Value)[]; readonly spans: (SourceSpan | undefined)[]; passes: number }
  | { readonly kind: 'object'; readonly entries: Map<string, Entry>; passes: number }
  | { readonly kind: 'map'; readonly entries: Map<string, MapEntry>; passes: number }
) & {
  /**
   * A step could not be read for a parameter of a helper that is only exported (`for (const op of
   * names)` in `export function make(table, names)`): its callers fill it, each call read where it
   * is made; the helper's own reading is no report (`slotOf`).
   */
  parameter?: true;
};

/** The reason a step cannot be read for `value`, noting on `into` when it is an only-exported helper's parameter. */
function unreadFor(into: Filling, value: Value, reason: string): string {
  if (value.kind === 'unknown' && value.parameter === true) into.parameter = true;
  return reason;
}

/** Loop passes one filled value may take (`for` over `for` over long lists multiply). */
const MAX_PASSES = 10_000;

/**
 * `{ length: n }` as `Array.from()` reads it: n `undefined` elements (n a whole number, at most
 * MAX_PASSES). Null for any other object (one with indexed keys too, or an unknown key).
 */
function lengthOnly(object: ObjectValue, span: SourceSpan): Value | null {
  if (object.unresolved.length > 0 || object.entries.size !== 1) return null;
  const length = object.entries.get('length')?.get();
  if (length?.kind !== 'primitive' || typeof length.value !== 'number' || !Number.isInteger(length.value) || length.value < 0 || length.value > MAX_PASSES) return null;
  const element = (): Value => ({ kind: 'primitive', value: undefined });
  return { kind: 'array', elements: Array.from({ length: length.value }, () => element), spans: Array.from({ length: length.value }, () => span) };
}

/** The keys a `for...in` visits: an object's own keys when all are read, a list's indices. */
function keysOf(value: Value): (() => Value)[] | null {
  if (value.kind === 'object' && value.unresolved.length === 0) return [...value.entries.keys()].map((key) => () => ({ kind: 'primitive', value: key }));
  if (value.kind === 'array') return value.elements.map((_, index) => () => ({ kind: 'primitive', value: String(index) }));
  return null;
}

const FUNCTION_TYPES: ReadonlySet<string> = new Set(['FunctionExpression', 'FunctionDeclaration', 'ArrowFunctionExpression']);

/** List methods that call their callback before they return: `.map()`, `.filter()` and their kin. */
const CALLING_NOW: ReadonlySet<string> = new Set(['map', 'flatMap', 'filter', 'reduce', 'reduceRight', 'forEach', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex']);

function isListMethodCall(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  return callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && CALLING_NOW.has(callee.property.name);
}

/** The getter of an export's descriptor: `get` of `Object.defineProperty(exports, name, { get })`. */
function isExportGetter(fn: Node): boolean {
  const property = fn.parent;
  if (property?.type !== 'Property' || property.value !== fn || property.computed || !isNamed(property.key, 'get')) return false;
  const descriptor = property.parent;
  return descriptor?.type === 'ObjectExpression' && exportsThrough(descriptor);
}

/** The name an export declaration or specifier gives (`export let s`, `export { s }`): a read as the module leaves it. */
function isExportOf(at: Node): boolean {
  const parent = at.parent;
  // `export = makeUnion`: TypeScript's CommonJS export of the name itself.
  if (parent?.type === 'ExportSpecifier' || parent?.type === 'TSExportAssignment') return true;
  return parent?.type === 'VariableDeclarator' && parent.id === at && parent.parent?.parent?.type === 'ExportNamedDeclaration';
}

/**
 * Whether a function is a named helper its module only exports, or leaves unused: its name is
 * read nowhere but in an `export` (`export const ResultSchema = (data) => …`, `export { f }`). Its
 * parameters are slots that callers in other modules fill, and each call is read where it is made.
 * A helper this module calls, or passes on (`list.map(helper)`), is read through those uses.
 */
function onlyExportedItself(source: SourceFile, fn: Node): boolean {
  // `export default function (names) {…}`, `export default (names) => …`: no name to call it by here.
  if (fn.parent?.type === 'ExportDefaultDeclaration' && (fn.type !== 'FunctionDeclaration' || fn.id === null)) return true;
  // `module.exports.make = function (names) {…}`, `exports.make = (names) => …`, `module.exports =
  // { make(names) {…} }`: what the module exports is the function itself.
  if ((fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') && isCommonJsExportOf(fn)) return true;
  let name: TSESTree.Identifier | null = null;
  if (fn.type === 'FunctionDeclaration') name = fn.id;
  else if ((fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') && fn.parent?.type === 'VariableDeclarator' && fn.parent.init === fn && fn.parent.id.type === 'Identifier') name = fn.parent.id;
  if (!name) return false;
  // A namespace's member is also read as `Ops.make(...)`, which is no reference to its name.
  for (let at = fn.parent; at; at = at.parent) if (at.type === 'TSModuleBlock') return false;
  return onlyExportedName(source, name);
}

/** Whether a declared name is read nowhere but in an export (`export { f }`, `module.exports = f`, `export = f`) or a type query. */
function onlyExportedName(source: SourceFile, name: TSESTree.Identifier, depth = 0): boolean {
  const variable = findVariable(scopeOf(source, name), name.name);
  return (
    variable !== null &&
    variable.references.every((reference) => {
      const at = reference.identifier as Node;
      if (reference.init === true || at === name || isExportOf(at) || isCommonJsExportOf(at) || inTypeQuery(at)) return true;
      // `export const H = { makeUnion }`, `export default { makeUnion }`: held by an object that is itself only exported.
      // `export const mk = maker('op')`, `export const bound = makeUnion.bind(null, 'op')`: what
      // it makes is only exported, and its importers call it.
      return depth < 1 && (heldOnlyExported(source, at, depth + 1) || madeForExport(source, at, depth + 1));
    })
  );
}

/**
 * Whether a reference to a function makes another that a name only exported holds: `maker('op')`
 * of `export const mk = maker('op')` (a curried maker's function), `makeUnion.bind(null, 'op')` of
 * `export const bound = makeUnion.bind(null, 'op')`.
 */
function madeForExport(source: SourceFile, at: Node, depth: number): boolean {
  // A call of a maker makes a function only if the maker returns one (`maker('op')`); a call of a
  // helper that returns a union (`export const U = anyOf(A, B)`) is a call of it, read here.
  const made: Node | undefined = bindMember(at) ?? (at.type === 'Identifier' && returnsFunction(source, at) ? at : undefined);
  const first = made?.parent;
  if (first?.type !== 'CallExpression' || first.callee !== made) return false;
  let call: TSESTree.CallExpression = first;
  // `maker('op').bind(null)`: bound, still the function the call made.
  for (let step = 0; step < MAX_BINDS_FOLLOWED; step++) {
    const bind = bindMember(call);
    const next = bind?.parent;
    if (next?.type !== 'CallExpression' || next.callee !== bind) break;
    call = next;
  }
  const holder = call.parent;
  return holder?.type === 'VariableDeclarator' && holder.init === call && holder.id.type === 'Identifier' && onlyExportedName(source, holder.id, depth);
}

/** `.bind()` calls of a made function followed to the name that holds it (`maker('op').bind(null)`). */
const MAX_BINDS_FOLLOWED = 4;

/** `node.bind` when the node is the object of one (`f.bind`), else undefined. */
function bindMember(node: Node): TSESTree.MemberExpression | undefined {
  const parent = node.parent;
  return parent?.type === 'MemberExpression' && parent.object === node && !parent.computed && isNamed(parent.property, 'bind') ? parent : undefined;
}

/** Whether a name is a function that returns a function as it is written (`(key) => (opts) => …`). */
function returnsFunction(source: SourceFile, name: TSESTree.Identifier): boolean {
  const def = findVariable(scopeOf(source, name), name.name)?.defs[0];
  const fn = def?.type === 'FunctionName' ? def.node : def?.type === 'Variable' ? def.node.init : null;
  if (!fn || !isFunctionNode(fn as Node)) return false;
  const body = (fn as FunctionNode).body;
  if (body.type !== 'BlockStatement') return isFunctionNode(skipTypeWrappers(body));
  return body.body.some((statement) => statement.type === 'ReturnStatement' && statement.argument !== null && isFunctionNode(skipTypeWrappers(statement.argument)));
}

/**
 * Whether a value is a property of an object literal that is only exported: `export default {
 * makeUnion }`, or the value of a `const` read nowhere but in exports (`export const H = { makeUnion
 * }`). Its importers call it as `H.makeUnion(...)`; nothing in its module does.
 */
function heldOnlyExported(source: SourceFile, value: Node, depth = 0): boolean {
  const property = value.parent;
  if (property?.type !== 'Property' || property.value !== value || property.kind !== 'init') return false;
  const object = property.parent;
  const holder = object?.parent;
  if (object?.type !== 'ObjectExpression') return false;
  if (holder?.type === 'ExportDefaultDeclaration') return true;
  return holder?.type === 'VariableDeclarator' && holder.init === object && holder.id.type === 'Identifier' && onlyExportedName(source, holder.id, depth);
}

/**
 * Whether a function is only exported: a named helper read nowhere but in an export, a function
 * exported with no name of its own, or a method (or function-valued property) of an object that
 * is itself only exported (`export const H = { makeUnion(names) {…} }`), called as `H.makeUnion`
 * by importers only.
 */
function onlyExported(source: SourceFile, fn: Node): boolean {
  if (onlyExportedItself(source, fn) || heldOnlyExported(source, fn) || methodOfExportedClass(source, fn)) return true;
  // `export const unionMaker = (key) => (opts) => z.union(opts)`: a function another returns is
  // made by that one's calls, and only exported with it.
  let at = isFunctionNode(fn) ? fn : null;
  for (let depth = 0; at && depth < MAX_CURRIED; depth++) {
    at = returningFunction(at);
    if (at && (onlyExportedItself(source, at) || heldOnlyExported(source, at))) return true;
  }
  return false;
}

/**
 * A method of a class the module only exports (`export class H { static make(names) {…} }`,
 * `export default class {…}`): its importers call it (`H.make(...)`, `new H().make(...)`).
 */
function methodOfExportedClass(source: SourceFile, fn: Node): boolean {
  const method = fn.parent;
  if (method?.type !== 'MethodDefinition' || method.value !== fn || method.kind !== 'method') return false;
  const owner = method.parent?.parent;
  if (owner?.type !== 'ClassDeclaration' && owner?.type !== 'ClassExpression') return false;
  if (owner.parent?.type === 'ExportDefaultDeclaration' && owner.id === null) return true;
  return owner.id !== null && onlyExportedName(source, owner.id);
}

/** `typeof make` in a type (`ReturnType<typeof make>`): erased when the module runs, so no call of it. */
function inTypeQuery(at: Node): boolean {
  for (let node = at.parent; node; node = node.parent) {
    if (node.type === 'TSTypeQuery') return true;
    if (node.type !== 'TSQualifiedName' && node.type !== 'MemberExpression') return false;
  }
  return false;
}

/**
 * A name a CommonJS module exports, as the statement that exports it: `module.exports = { f }`,
 * `exports.f = f`, `module.exports.f = f`, `module.exports = f`, `Object.assign(module.exports,
 * { f })`, or `Object.defineProperty(exports, 'f', { value: f })`.
 */
function isCommonJsExportOf(at: Node): boolean {
  const parent = at.parent;
  if (parent?.type === 'AssignmentExpression') return parent.right === at && parent.operator === '=' && exported(parent.left) && parent.parent?.type === 'ExpressionStatement';
  if (parent?.type !== 'Property' || parent.value !== at || parent.parent?.type !== 'ObjectExpression') return false;
  const object = parent.parent;
  const assignment = object.parent;
  return (assignment?.type === 'AssignmentExpression' && assignment.right === object && exported(assignment.left) && assignment.parent?.type === 'ExpressionStatement') || exportsThrough(object);
}

/**
 * A `const`, an import (which cannot be written), or a `let`/`var` written only where it is
 * declared (`let limit = max;` and no assignment after): what a function reads of it is fixed.
 * A variable assigned later may be read by the function before or after that write.
 */
function isConstant(variable: Variable): boolean {
  const def = variable.defs.length === 1 ? variable.defs[0] : undefined;
  if (def === undefined) return false;
  if (def.type === 'ImportBinding' || (def.type === 'Variable' && def.parent?.kind === 'const')) return true;
  if (def.type !== 'Variable' || def.node.init === null) return false;
  return variable.references.every((reference) => !reference.isWrite() || reference.identifier === def.name);
}

/** A property of something that is not an object the evaluator can read. */
const UNKNOWN_MEMBER: Value = unknown('a property of an unknown value');

/**
 * Whether a name is read only to write a message (`ctx.addIssue({ message: `${name} is required` })`,
 * `'bad ' + name`): what the check lets pass does not depend on it.
 */
function inMessageText(identifier: Node, fn: Node): boolean {
  for (let node: Node | undefined = identifier, parent = identifier.parent; parent && node !== fn; node = parent, parent = parent.parent) {
    if (parent.type === 'TemplateLiteral') return true;
    if (parent.type === 'Property' && parent.value === node && keyName(parent) === 'message') return true;
    if (parent.type === 'BinaryExpression' && parent.operator === '+') {
      const other = parent.left === node ? parent.right : parent.left;
      if ((other.type === 'Literal' && typeof other.value === 'string') || other.type === 'TemplateLiteral') return true;
    }
  }
  return false;
}

/** A step into a destructured value: a key, an index, or what a rest element gathers. */
type PathStep = string | number | RestStep;
type RestStep = { readonly rest: 'object'; readonly taken: readonly string[]; readonly unreadKey: boolean } | { readonly rest: 'array'; readonly from: number };

/** Steps (property keys, array indices, rest elements) from a destructuring pattern down to one identifier. */
function findPath(pattern: TSESTree.Node, target: TSESTree.Identifier, path: PathStep[]): boolean {
  if (pattern === target) return true;
  if (pattern.type === 'AssignmentPattern') return findPath(pattern.left, target, path);
  if (pattern.type === 'ObjectPattern') {
    const taken: string[] = [];
    let unreadKey = false;
    for (const property of pattern.properties) {
      if (property.type === 'RestElement') {
        path.push({ rest: 'object', taken, unreadKey });
        if (findPath(property.argument, target, path)) return true;
        path.pop();
        continue;
      }
      const key = keyName(property);
      if (key === null) {
        unreadKey = true;
        continue;
      }
      taken.push(key);
      path.push(key);
      if (findPath(property.value, target, path)) return true;
      path.pop();
    }
  }
  if (pattern.type === 'ArrayPattern') {
    for (const [index, element] of pattern.elements.entries()) {
      if (!element) continue;
      path.push(element.type === 'RestElement' ? { rest: 'array', from: index } : index);
      if (findPath(element.type === 'RestElement' ? element.argument : element, target, path)) return true;
      path.pop();
    }
  }
  return false;
}

/**
 * `a op b` on two numbers (any arithmetic or bitwise operator), `+` on two strings (or a string
 * and a number), strict equality of any two primitives, and comparisons of two numbers or two
 * strings: what constant expressions (and enum members) are made of. Anything else (`in`,
 * bigint arithmetic, `null + 1`, loose equality across types) stays unknown.
 */
function foldBinary(operator: string, a: unknown, b: unknown): number | string | boolean | undefined {
  if (operator === '===') return a === b;
  if (operator === '!==') return a !== b;
  if ((typeof a === 'string' && typeof b === 'string') || (typeof a === 'number' && typeof b === 'number')) {
    switch (operator) {
      case '<': return a < b;
      case '>': return a > b;
      case '<=': return a <= b;
      case '>=': return a >= b;
      case '==': return a === b;
      case '!=': return a !== b;
    }
  }
  if (operator === '+' && (typeof a === 'string' || typeof b === 'string')) {
    return (typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number') ? `${a}${b}` : undefined;
  }
  if (typeof a !== 'number' || typeof b !== 'number') return undefined;
  switch (operator) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '%': return a % b;
    case '**': return a ** b;
    case '<<': return a << b;
    case '>>': return a >> b;
    case '>>>': return a >>> b;
    case '&': return a & b;
    case '|': return a | b;
    case '^': return a ^ b;
    default: return undefined;
  }
}

/** Globals whose value cannot change (`undefined` is not a keyword, but it is not writable). */
const GLOBAL_CONSTANTS: Readonly<Record<string, undefined | number>> = { undefined: undefined, NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY };


/**
 * A variable's definitions that make values: `export type X = z.infer<typeof X>` next to
 * `export const X = z.object(...)` is one variable with two definitions, one of them a type.
 */
/**
 * The source ranges inside `root` that only TypeScript reads: annotations, return types, type
 * parameters and arguments, and the `as T`, `satisfies T`, `!` and `<T>` around an expression.
 */
function typeOnlyRanges(root: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node, depth: number): void => {
    if (depth > 200) return;
    switch (node.type) {
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        ranges.push([node.expression.range[1], node.range[1]]);
        return visit(node.expression, depth + 1);
      case 'TSTypeAssertion':
        ranges.push([node.range[0], node.expression.range[0]]);
        return visit(node.expression, depth + 1);
      case 'TSTypeAnnotation':
      case 'TSTypeParameterDeclaration':
      case 'TSTypeParameterInstantiation':
        ranges.push([node.range[0], node.range[1]]);
        return;
    }
    forEachChild(node, (child) => visit(child, depth + 1));
  };
  visit(root, 0);
  return ranges;
}

/**
 * The definitions of a variable that give it a value: not a type of the same name, a type-only
 * import, nor an overload signature (`function Str(): z.ZodString;` before the implementation,
 * renovate's `LooseRecord`), which has no body and only types the calls.
 */
function valueDefinitions(variable: Variable): Variable['defs'] {
  return variable.defs.length > 1 ? variable.defs.filter((def) => def.type !== 'Type' && !isTypeOnlyImport(def) && !isOverloadSignature(def)) : variable.defs;
}

function isOverloadSignature(def: Variable['defs'][number]): boolean {
  return def.type === 'FunctionName' && def.node.type === 'TSDeclareFunction';
}

/**
 * `import type { X }` or `import { type X }`: a name in type space only, so a `const X` of the
 * same module is the one value (`const ProviderParam: z.ZodType<ProviderParam> = ...`).
 */
function isTypeOnlyImport(def: Variable['defs'][number]): boolean {
  if (def.type !== 'ImportBinding') return false;
  const specifier = def.node as TSESTree.Node;
  const declaration = def.parent as TSESTree.Node | null;
  return (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') || (declaration?.type === 'ImportDeclaration' && declaration.importKind === 'type');
}

/** The listings of an object's own keys that `objectListing` reads, `Object.freeze()` and `Object.fromEntries()`. */
const OBJECT_LISTINGS: ReadonlySet<string> = new Set(['keys', 'values', 'entries', 'freeze', 'fromEntries']);

/** `Object.keys(x)`, `Object.values(x)`, `Object.entries(x)` or `Object.freeze(x)`, by its syntax. */
function isObjectListingCall(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = skipTypeWrappers(node.callee);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'Object' &&
    callee.property.type === 'Identifier' &&
    OBJECT_LISTINGS.has(callee.property.name)
  );
}

/**
 * The class whose static member `this` is written in: a static field's initializer or a static block (where `this`
 * is the class), or a static method or getter's body (the class when called on it, `Ops.all()`),
 * through arrow functions, which keep the `this` they are written in. Null anywhere else.
 */
function staticOwner(node: TSESTree.ThisExpression | TSESTree.Super): TSESTree.ClassDeclaration | TSESTree.ClassExpression | null {
  let child: Node = node;
  for (let parent: Node | undefined = node.parent; parent; child = parent, parent = child.parent) {
    if (parent.type === 'ArrowFunctionExpression') continue;
    if (parent.type === 'FunctionExpression' || parent.type === 'FunctionDeclaration') {
      const method = parent.parent;
      if (method?.type !== 'MethodDefinition' || !method.static || method.value !== parent) return null;
      const owner = method.parent?.parent;
      return owner?.type === 'ClassDeclaration' || owner?.type === 'ClassExpression' ? owner : null;
    }
    if (parent.type === 'PropertyDefinition' && parent.value === child) {
      if (!parent.static) return null;
      const owner = parent.parent?.parent;
      return owner?.type === 'ClassDeclaration' || owner?.type === 'ClassExpression' ? owner : null;
    }
    // `static { for (...) this.all.push(this.base.extend(...)) }`: the class, as in a static member.
    if (parent.type === 'StaticBlock') {
      const owner = parent.parent?.parent;
      return owner?.type === 'ClassDeclaration' || owner?.type === 'ClassExpression' ? owner : null;
    }
    if (parent.type === 'ClassBody') return null;
  }
  return null;
}

/**
 * The function whose `this` a `this` or `super` is: the nearest enclosing one that is not an
 * arrow. Null in a class's field initializer or static block (where `this` is the class or the
 * instance: `staticOwner`, `instanceFieldOf`) and at the top level.
 */
function thisFunction(node: Node): TSESTree.FunctionExpression | TSESTree.FunctionDeclaration | null {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'FunctionExpression' || parent.type === 'FunctionDeclaration') return parent;
    if (parent.type === 'ClassBody' || parent.type === 'StaticBlock') return null;
  }
  return null;
}

/**
 * Where a read of an object table takes a method that reads `this` off it: `T.make` not called
 * there (`const f = T.make`, `list.map(T.make)`), or any destructuring `const { make } = T`; null
 * for a call on it (`T.make()`) and a read of a value or a getter.
 */
function methodTakenOff(id: Node, object: TSESTree.ObjectExpression): Node | null {
  const parent = id.parent;
  if (parent?.type === 'VariableDeclarator' && parent.init === id && parent.id.type === 'ObjectPattern') return parent;
  if (parent?.type !== 'MemberExpression' || parent.object !== id) return null;
  const called = parent.parent?.type === 'CallExpression' && parent.parent.callee === parent;
  return !called && readsThis(parent, object) ? parent : null;
}

/**
 * Whether `T.k` (a member read, not called) reads a method or getter of the object literal that
 * uses `this`: a value or a method without `this` taken off is harmless.
 */
function readsThis(member: TSESTree.MemberExpression, object: TSESTree.ObjectExpression): boolean {
  const name = memberName(member);
  if (name === null) return true;
  for (const property of object.properties) {
    if (property.type !== 'Property' || keyName(property) !== name) continue;
    if (property.kind === 'get') return false; // a getter runs on T itself when read as T.k
    const value = property.value;
    if (value.type !== 'FunctionExpression') return false;
    let found = false;
    const stack: Node[] = [value.body];
    while (stack.length > 0 && !found) {
      const node = stack.pop()!;
      if (node.type === 'ThisExpression') found = true;
      else if (node.type !== 'FunctionExpression' && node.type !== 'FunctionDeclaration') forEachChild(node, (child) => stack.push(child));
    }
    return found;
  }
  return false;
}

/**
 * The `yield`s of a generator whose body only declares constants and yields, as statements
 * (`yield A;`, `yield* MORE;`), in order; null for any other body (a loop, a condition, a return).
 */
function generatorYields(fn: FunctionNode): TSESTree.YieldExpression[] | null {
  if (fn.body.type !== 'BlockStatement') return null;
  const yields: TSESTree.YieldExpression[] = [];
  for (const statement of fn.body.body) {
    // `const x = yield A;` yields too, where the list would not see it.
    if (statement.type === 'VariableDeclaration' && statement.kind === 'const' && !holdsYield(statement)) continue;
    if (statement.type === 'EmptyStatement') continue;
    if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'YieldExpression' || (statement.expression.argument && holdsYield(statement.expression.argument))) return null;
    yields.push(statement.expression);
  }
  return yields;
}

/** Whether a `yield` is written inside `node`, outside functions of its own. */
function holdsYield(node: Node): boolean {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at.type === 'YieldExpression') return true;
    if (at.type !== 'FunctionExpression' && at.type !== 'FunctionDeclaration' && at.type !== 'ArrowFunctionExpression') forEachChild(at, (child) => stack.push(child));
  }
  return false;
}

/**
 * The object literal whose method or getter `this` is written in (through arrows, which keep
 * the method's `this`): `{ base: B, make(op) { return this.base.extend({...}) } }`. Read as that
 * object, which is what `this` is when the method is called on it (`table.make('a')`), as object
 * tables of schema builders are; a method taken off it and called alone would see another `this`.
 */
function objectLiteralOwner(node: TSESTree.ThisExpression): TSESTree.ObjectExpression | null {
  const fn = thisFunction(node);
  const property = fn?.type === 'FunctionExpression' ? fn.parent : undefined;
  const isMember = property?.type === 'Property' && property.value === fn && property.kind !== 'set';
  return isMember && property.parent?.type === 'ObjectExpression' ? property.parent : null;
}

/**
 * The instance field whose initializer `this` is written in, directly (not inside a function,
 * which may run at any later time), or null.
 */
function instanceFieldOf(node: TSESTree.ThisExpression): TSESTree.PropertyDefinition | null {
  let child: Node = node;
  for (let parent: Node | undefined = node.parent; parent; child = parent, parent = child.parent) {
    if (parent.type === 'ArrowFunctionExpression' || parent.type === 'FunctionExpression' || parent.type === 'FunctionDeclaration') return null;
    if (parent.type === 'PropertyDefinition') return parent.value === child && !parent.static ? parent : null;
    if (parent.type === 'ClassBody' || parent.type === 'StaticBlock') return null;
  }
  return null;
}

/** Whether a reference is written inside a static block of `klass` (directly or nested). */
function inStaticBlockOf(reference: Node, klass: Node): boolean {
  for (let node = reference.parent; node && node !== klass; node = node.parent) {
    if (node.type === 'StaticBlock') return node.parent?.parent === klass;
  }
  return false;
}

/**
 * What a Set tells its members apart by, as the evaluator reads them: a constant by its value
 * (SameValueZero, as a JavaScript Set), a schema by its node (one object wherever it is named);
 * `NOT_A_MEMBER` for anything else, whose identity is not read.
 */
function setMember(value: Value): unknown {
  if (value.kind === 'primitive') return value.value;
  return value.kind === 'schema' ? value.node : NOT_A_MEMBER;
}

const NOT_A_MEMBER = Symbol('not a member the evaluator tells apart');

/** Methods of lists that no Zod schema has: a getter returning their call makes a list, not a lazy schema. */
const LIST_ONLY_METHODS: ReadonlySet<string> = new Set(['map', 'flatMap', 'filter', 'concat', 'slice', 'toSorted', 'toReversed', 'flat']);

/** `Array.from(...)` or `Array.of(...)`, by its text. */
function isArrayFromCall(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = skipTypeWrappers(node.callee);
  return callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'Array' && callee.property.type === 'Identifier' && (callee.property.name === 'from' || callee.property.name === 'of');
}

/** The language's own globals, named as such when the evaluator does not read them (never "not declared"). */
const STANDARD_GLOBALS: ReadonlySet<string> = new Set([
  'Object', 'Array', 'JSON', 'Math', 'Number', 'String', 'Boolean', 'BigInt', 'Symbol', 'Date', 'RegExp',
  'Map', 'Set', 'WeakMap', 'WeakSet', 'Promise', 'Reflect', 'Proxy', 'Intl', 'Error', 'globalThis',
  'structuredClone', 'parseInt', 'parseFloat', 'encodeURIComponent', 'decodeURIComponent', 'process', 'window',
]);

/**
 * A node whose type is asked of the expression around it instead: what a type assertion or a
 * non-null assertion wraps, and a link of a `&&`, `||`, `??` or `?:` chain inside another (its
 * type is asked of the outermost link only: the checker narrows through the whole chain for each
 * link it is asked about, so a chain of 200 links asked at every link took seconds).
 */
function typeAskedOfParent(node: Node): boolean {
  const parent = node.parent;
  // `x as typeof B`, `<T>x`, `x!`: the type the author wrote (or `x!` narrowed) is asked, not the
  // type of what it wraps (`REG.get('b')` of a Map of two schemas is either).
  if (parent && (parent.type === 'TSAsExpression' || parent.type === 'TSTypeAssertion' || parent.type === 'TSNonNullExpression') && parent.expression === node) return true;
  if (node.type !== 'LogicalExpression' && node.type !== 'ConditionalExpression') return false;
  return parent?.type === 'LogicalExpression' || (parent?.type === 'ConditionalExpression' && parent.test !== node);
}


/** The first of the values that is a helper's parameter slot, else the first. */
function slotAmong(...values: readonly Value[]): Value {
  return values.find((value) => value.kind === 'unknown' && value.parameter === true) ?? values[0]!;
}

/**
 * Why a variable with no write the evaluator reads has no value: a loop's variable takes each
 * element in turn (`for (const op of OPS)`), which the evaluator does not iterate; anything else
 * is written more than once, under a condition, or never.
 */
function unwrittenReason(name: string, declarator: TSESTree.VariableDeclarator): string {
  const declaration = declarator.parent;
  // `declare const config: Config`: a type's promise, no value in the source (the type-aware tier reads its type).
  if (declaration.declare === true) return `'${name}' is declared without a value ('declare')`;
  const loop = declaration.parent;
  if ((loop.type === 'ForOfStatement' || loop.type === 'ForInStatement') && loop.left === declaration) {
    return `'${name}' is the variable of a ${loop.type === 'ForOfStatement' ? 'for…of' : 'for…in'} loop, one value per iteration`;
  }
  return `'${name}' is assigned more than once or never`;
}

/**
 * The first place a variable's object, array or schema is changed in place, or null: a write
 * through any chain of members rooted at it (`shape.type = ...`, `Base.shape.name = ...`,
 * `delete Base.shape.name`, `Input.options.push(...)`), or `Object.assign()` and its kin on it or
 * on one of its members.
 */
function mutationOf(variable: Variable, collection = false): Node | null {
  // Asked at every read of the variable: a constant read 2,000 times would scan its 2,000
  // references 2,000 times.
  const cache = collection ? collectionMutations : mutations;
  let found = cache.get(variable);
  if (found === undefined) cache.set(variable, (found = firstMutation(variable, undefined, collection)));
  return found;
}

const mutations = new WeakMap<Variable, Node | null>();
/** `mutationOf` for a variable whose value is a Map, a Set or a list (`changeThrough`'s `collection`). */
const collectionMutations = new WeakMap<Variable, Node | null>();

/** Whether a value's `.set()`, `.add()`, `.delete()` and `.clear()` change it: a Map, a list (a Set is read as one). */
function isCollection(value: Value): boolean {
  return value.kind === 'array' || (value.kind === 'object' && value.map !== undefined);
}

/** `mutationOf` for a class's name, past what its own static blocks set (read by `classStatics`). */
function classMutationOf(variable: Variable, klass: TSESTree.ClassDeclaration): Node | null {
  let found = classMutations.get(variable);
  if (found === undefined) classMutations.set(variable, (found = firstMutation(variable, (reference) => inStaticBlockOf(reference, klass))));
  return found;
}

const classMutations = new WeakMap<Variable, Node | null>();

interface ChangedAlias {
  readonly name: string;
  readonly change: Node;
}
const changedAliases = new WeakMap<Variable, ChangedAlias | null>();

function handedReason(name: string, handed: HandedOn): string {
  if (handed.asThis) return `'${name}' is changed by its method '${handed.name}' (line ${handed.call.loc.start.line}), which changes 'this'`;
  return `'${name}' is handed to '${handed.name}' (line ${handed.call.loc.start.line}), which changes it`;
}

function firstMutation(variable: Variable, except?: (reference: Node) => boolean, collection = false): Node | null {
  for (const reference of variable.references) {
    if (except?.(reference.identifier as Node)) continue;
    const change = changeThrough(reference.identifier as Node, collection);
    if (change) return change;
  }
  return null;
}

/**
 * A function as a check's argument: its text (a declaration, its binding) and the values it
 * closes over where it was made, so `maxLen(5)` and `maxLen(8)` of `(n) => (v) => v.length <= n`
 * are two checks, `maxLen(5)` and `maxLen(LIMIT)` with `LIMIT = 5` one, and two modules' `(v) =>
 * v.length < MAX` over their own `MAX` two. Read by the module that wrote the function.
 */
function functionValueIdentity(value: FunctionValue, reader: HelperHost): string {
  const owner = value.owner ?? reader;
  const text = owner.functionIdentity(value.node);
  const identity = value.node.type === 'FunctionDeclaration' ? text : text + owner.closedOverValues(value.node, value.closure);
  return value.bound ? `${identity}.bind(${value.bound.identity})` : identity;
}
