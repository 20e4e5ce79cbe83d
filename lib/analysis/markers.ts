/**
 * What a field carries that JSON Schema does not show, read layer by layer.
 *
 * Hidden markers change what a value must be: a `custom` check (refine, superRefine,
 * check(fn)), an `overwrite` check (trim, toLowerCase, normalize, overwrite) or a pipe
 * (transform, pipe, codec, stringbool). Hazards make a field accept more than its type says:
 * coercion, `.catch()`, `z.preprocess()` (a pipe too, but the coercion rule owns it).
 */
import type { Check, PipeNode, SchemaNode, SourceSpan } from '../model/schema.js';
import { isWrapper, unresolved } from '../model/schema.js';
import { baseOf, checksOfLayers, forEachLayer, hasUnknownChecks, isNullableUnion, objectView, optionalObjectOption } from '../model/walk.js';
import { constraintOf, isHiddenKind, visibleIdentity } from './constraints.js';
import { checkIdentity, pipeIdentity } from './pipe-identity.js';

export interface Marker {
  readonly kind: 'custom' | 'overwrite' | 'pipe';
  readonly label: string;
  /** Equal identities are the same marker (kind, family, argument text or binding). */
  readonly identity: string;
  readonly span?: SourceSpan;
  /**
   * A pipe into a schema that only checks (`.pipe(z.number().min(0))`): it keeps the value, so its
   * place among refinements does not matter (marker-order.ts). Set by `appliedSteps` only.
   */
  readonly keepsValue?: true;
}

export interface Hazard {
  readonly kind: 'coerce' | 'catch' | 'preprocess';
  readonly label: string;
  /** Coercion is identified by the coerced type, so the same coercion everywhere is fine. */
  readonly identity: string;
  readonly span?: SourceSpan;
}

const MAX_DEPTH = 32;

/** What one field carries: its hidden markers and its hazards. */
export interface Carried {
  readonly markers: readonly Marker[];
  readonly hazards: readonly Hazard[];
}

const NONE: readonly never[] = Object.freeze([]);
const NOTHING: Carried = Object.freeze({ markers: NONE, hazards: NONE });

/**
 * A scan of a field: every layer (wrappers, pipes, base), both sides of an intersection, and the
 * scalar options of a union (object options form a union of their own). Markers and hazards are
 * read in one walk: a union of 2,000 variants × 40 keys has 80,000 fields, and each walk of
 * them is 80,000 cache misses. Not memoized here: `FieldFacts` keeps each field's result.
 */
export function carriedBy(
  schema: SchemaNode,
  base: SchemaNode = baseOf(schema),
  /**
   * Shown every other check of the field's own layers and of the sides of an intersection (not
   * of union options), so that a reader of the JSON-visible checks reads them in this same walk.
   */
  visible?: (check: Check) => void,
): Carried {
  startScan(visible);
  collect(schema, base, scratch, 0);
  return carriedOf(scratch);
}

/** What `scanField` finds of a field besides what it carries. */
export interface FieldScan {
  /** `baseOf(schema)`. */
  readonly base: SchemaNode;
  /** `hasUnknownChecks(schema, base)`: unresolved, or a layer read from a TypeScript type. */
  readonly unknownChecks: boolean;
  readonly carried: Carried;
  /** Which wrappers that are steps (`WrapperStep`) the field's own layers hold: `OPTIONAL_STEP`, `VALUE_STEP`. */
  readonly wrappers: number;
  /** Whether the field coerces is unknown: a layer read from a type that cannot show it. */
  readonly coerceUnknown: boolean;
  /** The field is a union whose scalar options carry JSON-visible constraints: not compared as the field's. */
  readonly optionBounds: boolean;
  /**
   * A check of a kind JSON Schema shows sits on a layer whose checks it does not show (a wrapper,
   * a pipe, a union): it is one of the markers, and the visible checks are those shown to `visible`.
   */
  readonly unshown: boolean;
}

/** `FieldScan.wrappers`: an `.optional()` or a `.prefault()`, which only a transform or a pipe tells apart from its place (marker-order.ts). */
export const OPTIONAL_STEP = 1;
/** `FieldScan.wrappers`: a `.nullable()`, `.default()` or `.catch()`, which a refinement tells apart from its place too. */
export const VALUE_STEP = 2;

/**
 * `carriedBy`, `baseOf` and `hasUnknownChecks` of one field in one walk of its layers: the base
 * is the last layer the walk visits, and a layer read from a type says so as it is visited. The
 * record that makes the facts of 80,000 fields asked the three in turn, each a walk of the same
 * layers. A walk that meets a lazy (rare) asks the other two as before, which are safe against a
 * lazy that cycles and give its unresolved base the field's own place.
 * The answer is one shared record, valid until the next scan.
 */
export function scanField(schema: SchemaNode, visible?: (check: Check) => void): FieldScan {
  startScan(visible);
  scratch.last = schema;
  scratch.opaque = false;
  scratch.metLazy = false;
  scratch.wrappers = 0;
  scratch.unionLayers = 0;
  scratch.unknownPart = undefined;
  scratch.unknownInOption = false;
  forEachLayer(schema, readOwnLayer, scratch);
  let base = scratch.last;
  // A nullable union above the base is S made nullable (walk.ts); a union of one option is no step.
  if (scratch.unionLayers > 0) scratch.wrappers |= VALUE_STEP;
  let unknownChecks = scratch.opaque || base.type === 'unresolved';
  if (scratch.metLazy) {
    base = baseOf(schema);
    unknownChecks = hasUnknownChecks(schema, base);
  }
  collectSides(base, scratch, 0);
  scanned.base = base;
  scanned.unknownChecks = unknownChecks || scratch.unknownPart !== undefined;
  scanned.carried = carriedOf(scratch);
  scanned.wrappers = scratch.wrappers;
  scanned.coerceUnknown = scratch.coerceUnknown;
  scanned.optionBounds = scratch.optionBounds;
  scanned.unshown = scratch.unshown;
  return scanned;
}

/**
 * The part of a field that made its checks unknown though its base is read: a side of an
 * intersection that could not be read, or the schema a pipe leads into (for the reason the
 * untraceable rule gives). Undefined when there is none, or when it is a union's option, which
 * that union's own report of its options names.
 */
export function unknownPartOf(schema: SchemaNode): SchemaNode | undefined {
  scanField(schema);
  return scratch.unknownInOption ? undefined : scratch.unknownPart;
}

/** `scanField`'s answer, one record for every scan. */
const scanned: { base: SchemaNode; unknownChecks: boolean; carried: Carried; wrappers: number; coerceUnknown: boolean; optionBounds: boolean; unshown: boolean } = {
  base: unresolved('not scanned'),
  unknownChecks: false,
  carried: NOTHING,
  wrappers: 0,
  coerceUnknown: false,
  optionBounds: false,
  unshown: false,
};

function startScan(visible: ((check: Check) => void) | undefined): void {
  scratch.coerceUnknown = false;
  scratch.optionBounds = false;
  scratch.unshown = false;
  // Emptied only when used: setting a length frees the list's storage, and most fields find nothing.
  if (scratch.markers.length > 0) scratch.markers.length = 0;
  if (scratch.hazards.length > 0) scratch.hazards.length = 0;
  scratch.visible = visible;
}

function carriedOf(found: Found): Carried {
  // Copied only when something was found: most fields carry nothing, and share one answer.
  if (found.markers.length === 0 && found.hazards.length === 0) return NOTHING;
  return {
    markers: found.markers.length === 0 ? NONE : counted(found.markers),
    hazards: found.hazards.length === 0 ? NONE : countedHazards(found.hazards),
  };
}

/**
 * The hazards, a repeated `z.preprocess(fn, ...)` numbered as a repeated transform is (`counted`):
 * `z.preprocess(double, z.preprocess(double, S))` doubles twice, which one preprocess does not. A
 * coercion or `.catch()` twice does what it does once.
 */
function countedHazards(hazards: readonly Hazard[]): Hazard[] {
  const out = hazards.slice();
  if (out.length < 2) return out;
  const seen = new Map<string, number>();
  for (let i = 0; i < out.length; i++) if (out[i]!.kind === 'preprocess') numberRepeat(out, i, seen);
  return out;
}

/** Numbers `list[i]`'s identity when `seen` has met it before (`#2`, `#3`): a repeat of its own. */
function numberRepeat<T extends { readonly identity: string }>(list: T[], i: number, seen: Map<string, number>): void {
  const item = list[i]!;
  const times = (seen.get(item.identity) ?? 0) + 1;
  seen.set(item.identity, times);
  if (times > 1) list[i] = { ...item, identity: `${item.identity}\u0000#${times}` };
}

/**
 * The markers, each repeat of a transform or a written overwrite numbered: one applied twice
 * (`.transform(double).transform(double)`, `.overwrite(double)` twice) does what one does not, so
 * the later one is a marker of its own, carried by one variant and not by another that applies it
 * once. Numbered in the order they apply, so the repeat is the one applied last. A refine, or
 * Zod's own `.trim()`, case change or `.normalize()`, twice does what it does once, and stays one
 * identity (both front ends identify those by name, `overwrite:trim()`; a written overwrite by its
 * function, `overwrite(...)`).
 */
function counted(markers: readonly Marker[]): Marker[] {
  const out = markers.slice();
  if (out.length < 2) return out;
  const seen = new Map<string, number>();
  // A transform is a layer of its own: the innermost, the last read, is applied first.
  for (let i = out.length - 1; i >= 0; i--) if (isTransform(out[i]!)) numberRepeat(out, i, seen);
  // A written overwrite is a check, and a layer's checks are read in the order they apply.
  for (let i = 0; i < out.length; i++) if (isWrittenOverwrite(out[i]!)) numberRepeat(out, i, seen);
  return out;
}

function isTransform(marker: Marker): boolean {
  return marker.kind === 'pipe' && marker.identity.startsWith('transform(');
}

function isWrittenOverwrite(marker: Marker): boolean {
  return marker.kind === 'overwrite' && marker.identity.startsWith('overwrite(');
}

/**
 * A JSON-visible check among the markers of a field (`appliedSteps`): JSON Schema shows it, but
 * not which value it checks. `.trim().min(3)` measures the trimmed value and `.min(3).trim()` the
 * value as sent, so `'ab  '`, which the advertised `minLength: 3` allows, fails the one and passes
 * the other; `.toLowerCase().regex(/^[a-z]+$/)` takes `'ABC'`, which `.regex(/^[a-z]+$/)
 * .toLowerCase()` rejects. A length bound (`length`) measures what changes a length; any other
 * check (`visible`: a pattern, a format, a number bound) sees what changes the value at all.
 */
export interface VisibleStep {
  readonly kind: 'length' | 'visible';
  readonly label: string;
  /** The constraint's identity (constraints.ts): `.min(3)` and `.check(z.minLength(3))` are one. */
  readonly identity: string;
  readonly span?: SourceSpan;
}

/**
 * A wrapper among the steps (`appliedSteps(schema, true)`): where it sits decides what the steps
 * around it see. `.nullable().refine(f)` shows `f` a null, `.catch(1).refine(f)` refines the
 * fallback where `.refine(f).catch(1)` replaces a failed refinement, `.default(x).transform(t)`
 * transforms the default, `.optional().transform(t)` transforms an absent key (and, with the key
 * absent, Zod lets a refinement of an optional fail unseen, so `.optional()` moves nothing past a
 * check: marker-order.ts). `.prefault()` parses its value through the whole schema wherever it
 * sits, but an `.optional()` outside it hands it an absent key. `.readonly()` freezes what comes
 * out, and is no step.
 * Identified by its kind (`optional`, `nullable`, `default`, `prefault`), and a `.catch()` by its fallback.
 */
export interface WrapperStep {
  readonly kind: 'wrapper';
  readonly label: string;
  readonly identity: string;
  readonly span?: SourceSpan;
}

/** What the order check of the hidden-check rule compares: markers, the visible checks among them, and (asked for) wrappers. */
export type Step = Marker | VisibleStep | WrapperStep;

/** The wrappers that are steps (`WrapperStep`), each with the `FieldScan.wrappers` bit it sets. */
const STEP_WRAPPERS: ReadonlyMap<string, number> = new Map([
  ['optional', OPTIONAL_STEP],
  ['prefault', OPTIONAL_STEP],
  ['nullable', VALUE_STEP],
  ['default', VALUE_STEP],
  ['catch', VALUE_STEP],
]);

/**
 * The markers of a field's own layers, and its JSON-visible checks, in the order Zod applies them: the
 * innermost layer's checks first, and a pipe's own step (its transform, its target schema) before
 * the checks written after it. `scanField` reads the layers outermost first, which is not this
 * order once markers sit on two layers (`z.string().trim().optional().refine(f)` trims, then
 * refines). Asked only by the order check of the hidden-check rule, of fields where some entry
 * carries two markers, or a marker and a JSON-visible check.
 */
export function appliedSteps(schema: SchemaNode, withWrappers = false): Step[] {
  const out: Step[] = [];
  forEachStep(schema, (step) => {
    if (isCheck(step)) out.push(isMarkerCheck(step) ? checkMarker(step) : visibleStep(step));
    else if (step.type === 'pipe') out.push(keepsValue(step) ? { ...pipeMarker(step), keepsValue: true } : pipeMarker(step));
    else if (withWrappers) out.push(wrapperStep(step));
  });
  return out;
}

/** How many markers, steps (markers and visible checks) and wrapper steps the key `appliedKey` last returned is made of. */
export const appliedCounts = { markers: 0, steps: 0, wrappers: 0 };

/**
 * `appliedSteps` as one string, in the same order: each step's kind and the identity of its
 * check or pipe (a visible check's constraint identity). Equal for two fields whose steps are equal, so
 * a caller can key what it derives from the steps by it, and make the steps only on a miss: the
 * variants of a field mostly write it alike. Counts in `appliedCounts`.
 */
export function appliedKey(schema: SchemaNode): string {
  let key = '';
  let markers = 0;
  let steps = 0;
  let wrappers = 0;
  forEachStep(schema, (step) => {
    if (!isCheck(step) && step.type !== 'pipe') {
      key += `\u0003wrap:${wrapperIdentity(step)}`;
      wrappers++;
      return;
    }
    steps++;
    if (isCheck(step) && !isMarkerCheck(step)) {
      key += `\u0003${visibleIdentity(step)}`;
      return;
    }
    key += isCheck(step) ? `\u0003${step.check}:${checkIdentity(step)}` : `\u0003pipe:${pipeIdentity(step)}`;
    markers++;
  });
  appliedCounts.markers = markers;
  appliedCounts.steps = steps;
  appliedCounts.wrappers = wrappers;
  return key;
}

/**
 * The steps of a field's own layers in the order Zod applies them, the one walk both readers
 * above share: a pipe (its own step), a wrapper that is a step (`WrapperStep`, given as its
 * layer), a marker check or a visible check.
 */
function forEachStep(schema: SchemaNode, visit: (step: PipeNode | Check | SchemaNode) => void): void {
  const layers: SchemaNode[] = [];
  forEachLayer(schema, pushLayer, layers);
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    // `z.preprocess()` is a hazard, not a marker: it is the coercion rule's.
    if (layer.type === 'pipe' && layer.via !== 'preprocess') visit(layer);
    // A union above the base is `z.union([S, z.null()])`, S made nullable (walk.ts).
    else if (i < layers.length - 1 && isStepWrapper(layer)) visit(layer);
    const checks = layer.checks;
    for (let c = 0; c < checks.length; c++) {
      const check = checks[c]!;
      if (isMarkerCheck(check) || constraintOf(check) !== undefined) visit(check);
    }
  }
}

function isCheck(step: PipeNode | Check | SchemaNode): step is Check {
  return 'check' in step;
}

/**
 * A layer above the base that is a step (`WrapperStep`): `forEachStep` asks it of every layer but
 * the innermost, the base, so a union here is a nullable layer, never a union base.
 */
function isStepWrapper(layer: SchemaNode): boolean {
  return STEP_WRAPPERS.has(layer.type) || (layer.type === 'union' && isNullableUnion(layer));
}

/** A wrapper step's identity: its kind, a `.catch()`'s fallback too (both front ends spell it `catch(...)`). */
function wrapperIdentity(layer: SchemaNode): string {
  if (layer.type === 'union') return 'nullable';
  return layer.type === 'catch' && 'identity' in layer && layer.identity !== undefined ? layer.identity : layer.type;
}

function wrapperStep(layer: SchemaNode): WrapperStep {
  const written = 'label' in layer ? layer.label : undefined;
  const label = written ?? `.${layer.type === 'union' ? 'nullable' : layer.type}()`;
  const step = { kind: 'wrapper' as const, label, identity: wrapperIdentity(layer) };
  return layer.span ? { ...step, span: layer.span } : step;
}

/** A bound on a length: `.min()`, `.max()` and `.length()` of a string (or an array). */
export function isLengthBound(check: Check): boolean {
  return check.check === 'min_length' || check.check === 'max_length' || check.check === 'length_equals';
}

function visibleStep(check: Check): VisibleStep {
  const step = { kind: isLengthBound(check) ? ('length' as const) : ('visible' as const), label: check.label, identity: constraintOf(check)!.identity };
  return check.span ? { ...step, span: check.span } : step;
}

function pushLayer(layer: SchemaNode, layers: SchemaNode[]): void {
  layers.push(layer);
}

export function hiddenMarkers(schema: SchemaNode): readonly Marker[] {
  return carriedBy(schema).markers;
}

interface Found {
  readonly markers: Marker[];
  readonly hazards: Hazard[];
  visible: ((check: Check) => void) | undefined;
  /** What `scanField`'s walk of the field's own layers met: the last one, and what they say. */
  last: SchemaNode;
  opaque: boolean;
  metLazy: boolean;
  /** `FieldScan.wrappers` so far, and the unions met among the layers (the base may be one). */
  wrappers: number;
  unionLayers: number;
  /** A layer read from a type that cannot show whether it coerces (`coerceUnknown` of the model's nodes). */
  coerceUnknown: boolean;
  /** A scalar option of a union base has JSON-visible constraints of its own (see `collectSides`). */
  optionBounds: boolean;
  /**
   * A part of the field whose checks are the field's could not be read: a union's option, a side
   * of an intersection (unresolved, or read from a type), or the schema a pipe leads into.
   */
  unknownPart: SchemaNode | undefined;
  /** Whether `unknownPart` is (in) a union's option: the union's own unresolved options say why. */
  unknownInOption: boolean;
  /** A check of a kind JSON Schema shows was met on a layer whose own checks it does not show (`unshownMarker`). */
  unshown: boolean;
}

/** The scratch lists of a scan: `collect` never starts another scan, so they are never shared. */
const scratch: Found = {
  markers: [],
  hazards: [],
  visible: undefined,
  last: unresolved('not scanned'),
  opaque: false,
  metLazy: false,
  wrappers: 0,
  unionLayers: 0,
  coerceUnknown: false,
  optionBounds: false,
  unknownPart: undefined,
  unknownInOption: false,
  unshown: false,
};

function collect(schema: SchemaNode, base: SchemaNode, found: Found, depth: number): void {
  if (depth > MAX_DEPTH) return;
  forEachLayer(schema, readLayer, found);
  if (isUnknownNode(base)) found.unknownPart ??= base;
  else if (isUnknownNode(schema)) found.unknownPart ??= schema;
  collectSides(base, found, depth);
}

/** A node whose checks cannot be known: unresolved, or read from a type. */
function isUnknownNode(node: SchemaNode): boolean {
  return node.type === 'unresolved' || node.opaque !== undefined;
}

/**
 * Both sides of an intersection base and the scalar options of a union base: what they carry is
 * the field's, as neither has a path of its own.
 *
 * An object option of a union, an object field, an array's items, a tuple's items, a record's
 * keys and values and an object's catchall values are compared elsewhere, at their own paths
 * (`o.p`, `tags[]`, `point[0]`, `scores.<key>`, `scores.*`): JSON Schema writes each apart
 * (`prefixItems`, `propertyNames`, `additionalProperties`), so a `.trim()` on a tuple's first item
 * in one variant and on its second in another is two differences, not the same check twice.
 */
function collectSides(base: SchemaNode, found: Found, depth: number): void {
  if (base.type === 'intersection') {
    // Both sides hold (`allOf`): their JSON-visible checks are the field's too (`v` declared
    // `.max(5)` on one side of `.and()` and `.max(3)` on the other is bounded by both).
    const visible = found.visible;
    collect(base.left, baseOf(base.left), found, depth + 1);
    found.visible = visible;
    collect(base.right, baseOf(base.right), found, depth + 1);
    found.visible = visible;
    return;
  }
  if (base.type !== 'union') return;
  // The other checks of union options are theirs, not the field's. Bounds of options of one kind
  // (`z.union([z.string().min(2), z.email()])`) cannot be told apart from another variant's: the
  // field's constraints are then not compared (options of several kinds are, kind by kind, at
  // `q|string`).
  found.visible = undefined;
  const known = found.unknownPart === undefined;
  // The object of `z.union([S, z.undefined()])` is no variant set's (variants.ts): its own checks
  // (`S.refine(...)`) are the field's, as those of `S.optional()` are.
  const optionalObject = optionalObjectOption(base);
  for (const option of base.options) {
    if (option !== optionalObject && objectView(option)) continue;
    if (!found.optionBounds && hasConstraint(option)) found.optionBounds = true;
    collect(option, baseOf(option), found, depth + 1);
  }
  if (known && found.unknownPart !== undefined) found.unknownInOption = true;
}

/** Whether a union option carries a JSON-visible constraint of its own. */
function hasConstraint(option: SchemaNode): boolean {
  for (const check of checksOfLayers(option)) if (!isMarkerCheck(check) && constraintOf(check) !== undefined) return true;
  return false;
}

/** `readLayer` for a layer of the field itself, noting what `scanField` finds besides. */
function readOwnLayer(layer: SchemaNode, found: Found): void {
  found.last = layer;
  if (layer.opaque !== undefined) found.opaque = true;
  if (layer.type === 'lazy') found.metLazy = true;
  else if (layer.type === 'union' && isNullableUnion(layer)) found.unionLayers++;
  else found.wrappers |= STEP_WRAPPERS.get(layer.type) ?? 0;
  readLayer(layer, found);
}

function readLayer(layer: SchemaNode, found: Found): void {
  // An index, not for-of: this runs for every layer of every field, and the iterator was not
  // optimised away (1.9 MB of iterator objects on a union of 2,000 × 40).
  const checks = layer.checks;
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i]!;
    if (isMarkerCheck(check)) found.markers.push(checkMarker(check));
    else if (showsChecks(layer) && !formatReplaced(checks, i)) found.visible?.(check);
    else {
      found.markers.push(unshownMarker(check));
      found.unshown = true;
    }
  }
  if (layer.type === 'catch') {
    found.hazards.push(tagged('catch', layer.label ?? '.catch()', layer.identity ?? 'catch', layer.span));
  } else if (layer.type === 'pipe') {
    // `z.preprocess()` is a pipe too, but the coercion rule owns it.
    if (layer.via === 'preprocess') found.hazards.push(tagged('preprocess', layer.label, layer.identity, layer.span));
    else {
      found.markers.push(pipeMarker(layer));
      // A pipe is told apart from another by what it leads into: unknown when that is.
      const target = baseOf(layer.out);
      if (isUnknownNode(target)) found.unknownPart ??= target;
    }
  } else if ('coerce' in layer && layer.coerce) {
    found.hazards.push(tagged('coerce', `z.coerce.${layer.type}()`, `coerce:${layer.type}`, layer.span));
  } else if (layer.coerceUnknown) {
    found.coerceUnknown = true;
  }
}

/**
 * Whether JSON Schema shows the checks of a layer of this type. Zod's converter folds a node's own
 * checks into its keywords only for strings, numbers, bigints, files, arrays and tuples (its
 * processors that read them; a template literal's pattern is a check of its own node in the model);
 * a check added to any other node (`z.string().nullable().check(
 * z.minLength(2))`, `z.optional(z.number()).check(z.gte(0))`, `z.union([...]).check(...)`) still
 * runs and is advertised nowhere. A layer that could not be read, or was read from a type, may be
 * any of them: its checks are taken as shown, as before.
 */
function showsChecks(layer: SchemaNode): boolean {
  return layer.opaque !== undefined || !(isWrapper(layer) || UNSHOWN_CHECKS.has(layer.type));
}

/** Besides the wrappers (`isWrapper`): the other nodes whose own checks JSON Schema does not show. */
const UNSHOWN_CHECKS: ReadonlySet<string> = new Set([
  'pipe',
  'transform',
  'lazy',
  'union',
  'intersection',
  'object',
  'record',
  'enum',
  'literal',
  'boolean',
  'null',
  'any',
  'unknown',
]);

/**
 * Whether a string format with no pattern (`z.url()`, `z.jwt()`: checked by code, advertised by
 * the `format` keyword alone) is followed on its node by another string format check: Zod's
 * converter writes the last one's `format` (`z.url().startsWith('h')` is `format: "starts_with"`
 * with its pattern, as `z.string().startsWith('h')` is), so the URL check runs and is advertised
 * nowhere. A format with a pattern (`z.email()`) keeps its pattern, which says what it checks.
 */
function formatReplaced(checks: readonly Check[], index: number): boolean {
  const check = checks[index]!;
  if (check.check !== 'string_format' || !PATTERNLESS_FORMATS.has(check.format ?? '')) return false;
  for (let i = index + 1; i < checks.length; i++) if (checks[i]!.check === 'string_format') return true;
  return false;
}

const PATTERNLESS_FORMATS: ReadonlySet<string> = new Set(['url', 'jwt']);

/** A check of a kind JSON Schema shows, on a layer whose checks it does not show: hidden, as a custom check is. */
function unshownMarker(check: Check): Marker {
  return tagged('custom', check.label, `unshown:${visibleIdentity(check)}`, check.span);
}

/** A check JSON Schema cannot show: a custom check, a property check (`z.property(key, S)`) or an overwrite. */
function isMarkerCheck(check: Check): check is Check & { readonly check: 'custom' | 'overwrite' | 'property' } {
  return isHiddenKind(check);
}

function checkMarker(check: Check & { readonly check: 'custom' | 'overwrite' | 'property' }): Marker {
  // A property check checks and changes nothing: a custom check, as a refinement is.
  return tagged(check.check === 'overwrite' ? 'overwrite' : 'custom', check.label, checkIdentity(check), check.span);
}

/** Bases a pipe can check a value against without changing it: no object or array (which strip keys or copy). */
const VALUE_KEEPING: ReadonlySet<string> = new Set(['string', 'number', 'boolean', 'bigint', 'null', 'literal', 'enum', 'any', 'unknown', 'template_literal']);
const PASSING_WRAPPERS: ReadonlySet<string> = new Set(['optional', 'nullable', 'readonly', 'nonoptional']);

/**
 * Whether a pipe only checks: `.pipe(z.number().min(0))`, not a transform, a coercion, a default,
 * a fallback or an overwrite on its way, and into a scalar base.
 */
function keepsValue(pipe: PipeNode): boolean {
  if (pipe.via !== 'pipe' || pipe.in.type === 'transform') return false;
  let node = pipe.out;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    for (const check of node.checks) if (check.check === 'overwrite') return false;
    if (PASSING_WRAPPERS.has(node.type)) node = (node as { innerType: SchemaNode }).innerType;
    else return VALUE_KEEPING.has(node.type) && !('coerce' in node && node.coerce);
  }
  return false;
}

/** A pipe's own step, identified by what it does (`pipe-identity.ts`). */
function pipeMarker(pipe: PipeNode): Marker {
  return tagged('pipe', pipe.label, pipeIdentity(pipe), pipe.span);
}

function tagged<K extends string>(kind: K, label: string, identity: string, span: SourceSpan | undefined) {
  return span ? { kind, label, identity, span } : { kind, label, identity };
}
