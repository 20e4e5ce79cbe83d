/**
 * Tool-input sinks: the calls through which a schema becomes a tool's input, for the
 * `'tool-inputs'` scope. Only unions reachable from what these calls receive are checked.
 *
 * - MCP TypeScript SDK v1: `server.tool(name, [description], shapeOrSchema, [annotations], cb)`
 *   and `server.registerTool(name, { inputSchema }, cb)`; v2: `registerTool(name, { inputSchema })`.
 * - Vercel AI SDK: `tool({ inputSchema })` (and v4's `parameters`), `dynamicTool({ inputSchema })`.
 * - OpenAI Agents SDK: `tool({ parameters })`; OpenAI SDK: `zodFunction({ parameters })`.
 * - Anthropic SDK: `betaZodTool({ inputSchema })`.
 * - LangChain: `tool(fn, { schema })`, `new DynamicStructuredTool({ schema })`, and a class of
 *   one's own: `class Search extends StructuredTool { schema = … }`.
 * - mcp-framework: `class Search extends MCPTool { schema = … }` (a Zod object, or the older
 *   `{ key: { type: z.string(), description } }`).
 * - Genkit: `ai.defineTool({ inputSchema }, fn)`.
 * - FastMCP: `server.addTool({ parameters })`.
 * - Mastra: `createTool({ inputSchema })`.
 * - A project's own: `settings['zod-flatten'].toolSinks` entries `{ name, property?, argument? }`,
 *   or `{ name, field }` for a base class whose subclasses declare their input as a field.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node } from './source-file.js';
import { keyName, memberName, skipTypeWrappers } from './source-file.js';

export interface ToolSink {
  /** The called function or method name (`registerTool`, `defineTool`). */
  readonly name: string;
  /** The property of an options object that holds the input schema (`inputSchema`). */
  readonly property?: string;
  /** Which argument holds that object or the schema itself (0-based; default: any). */
  readonly argument?: number;
  /**
   * The sink is a base class, `name`: a class that extends it declares its tool's input in this
   * instance field (`schema = z.object({ … })`). `property` and `argument` do not apply.
   */
  readonly field?: string;
}

export const DEFAULT_SINKS: readonly ToolSink[] = [
  { name: 'registerTool', argument: 1, property: 'inputSchema' },
  { name: 'tool', property: 'inputSchema' },
  { name: 'tool', property: 'parameters' },
  { name: 'tool', argument: 1, property: 'schema' },
  { name: 'DynamicStructuredTool', argument: 0, property: 'schema' },
  { name: 'dynamicTool', argument: 0, property: 'inputSchema' },
  { name: 'zodFunction', argument: 0, property: 'parameters' },
  { name: 'betaZodTool', argument: 0, property: 'inputSchema' },
  { name: 'defineTool', argument: 0, property: 'inputSchema' },
  { name: 'addTool', argument: 0, property: 'parameters' },
  { name: 'createTool', argument: 0, property: 'inputSchema' },
  { name: 'StructuredTool', field: 'schema' },
  { name: 'MCPTool', field: 'schema' },
];

/**
 * Where a schema is handed to a tool: a call, a `new` (LangChain's tool classes), or a class
 * that extends a tool base class and declares the input as a field.
 */
export type SinkSite = TSESTree.CallExpression | TSESTree.NewExpression | TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** The name a sink site is known by: the called function or class, or the class it extends. */
export function sinkSiteName(site: SinkSite): string | null {
  const named = site.type === 'ClassDeclaration' || site.type === 'ClassExpression' ? site.superClass : site.callee;
  if (!named) return null;
  const node = skipTypeWrappers(named);
  return node.type === 'Identifier' ? node.name : node.type === 'MemberExpression' ? memberName(node) : null;
}

/**
 * An expression a sink site hands to a tool: its input schema (or raw shape) itself, or, with
 * `property`, an options object written elsewhere (`registerTool('t', config, cb)`) whose
 * property of that name is the input, read once the expression is evaluated.
 */
export interface SinkInput {
  readonly node: Node;
  readonly property?: string;
}

/** The expressions a sink site hands to a tool as its input schema (or raw shape). */
export function sinkInputs(site: SinkSite, sinks: readonly ToolSink[]): SinkInput[] {
  const name = sinkSiteName(site);
  if (name === null) return [];
  if (site.type === 'ClassDeclaration' || site.type === 'ClassExpression') return fieldInputs(site, name, sinks);
  const callee = skipTypeWrappers(site.callee);
  const out: SinkInput[] = [];
  // MCP SDK v1 `server.tool(name, ...)`: the schema or raw shape is a later positional argument.
  // The name may be a constant (`server.tool(NAMES.search, ...)`): what tells this form from
  // `tool({ inputSchema })` and LangChain's `tool(fn, { schema })` is a first argument that is
  // neither an options object nor a function.
  if (name === 'tool' && callee.type === 'MemberExpression' && isToolName(site.arguments[0]) && site.arguments.length >= 2) {
    for (const arg of site.arguments.slice(1)) {
      const node = skipTypeWrappers(arg);
      if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || isString(node)) continue;
      for (const branch of branchesOf(node)) out.push({ node: branch });
    }
    return out;
  }
  for (const sink of sinks) {
    if (sink.name !== name || sink.field !== undefined) continue;
    const args = sink.argument === undefined ? site.arguments : site.arguments.slice(sink.argument, sink.argument + 1);
    for (const arg of args) {
      const node = skipTypeWrappers(arg);
      if (sink.property === undefined) {
        for (const branch of branchesOf(node)) out.push({ node: branch });
        continue;
      }
      // The options in a constant, or a member of one: its property, once evaluated.
      if (node.type === 'Identifier' || node.type === 'MemberExpression') {
        out.push({ node, property: sink.property });
        continue;
      }
      if (node.type !== 'ObjectExpression') continue;
      for (const property of node.properties) {
        if (property.type === 'Property' && keyName(property) === sink.property) {
          for (const branch of branchesOf(skipTypeWrappers(property.value))) out.push({ node: branch });
        }
      }
    }
  }
  return out;
}

/** The values of the instance fields a subclass of a tool base class declares its input in. */
function fieldInputs(site: TSESTree.ClassDeclaration | TSESTree.ClassExpression, name: string, sinks: readonly ToolSink[]): SinkInput[] {
  const out: SinkInput[] = [];
  for (const sink of sinks) {
    if (sink.name !== name || sink.field === undefined) continue;
    for (const member of site.body.body) {
      // An instance field with a value: `schema = …` (not `static schema`, not a method).
      if (member.type === 'PropertyDefinition' && !member.static && member.value && keyName(member) === sink.field) out.push({ node: skipTypeWrappers(member.value) });
    }
  }
  return out;
}

/**
 * Each schema a conditional input may be (`inputSchema: detailed ? Full : Short`): whichever the
 * condition picks is advertised, so both are the tool's input.
 */
function branchesOf(node: Node): Node[] {
  if (node.type !== 'ConditionalExpression') return [node];
  return [...branchesOf(skipTypeWrappers(node.consequent)), ...branchesOf(skipTypeWrappers(node.alternate))];
}

function isToolName(node: Node | undefined): boolean {
  if (node === undefined) return false;
  const name = skipTypeWrappers(node);
  return name.type !== 'ObjectExpression' && name.type !== 'ArrowFunctionExpression' && name.type !== 'FunctionExpression' && name.type !== 'SpreadElement';
}

function isString(node: Node | undefined): boolean {
  return node !== undefined && ((node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral');
}
