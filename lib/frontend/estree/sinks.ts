/**
 * Tool-input sinks: the calls through which a schema becomes a tool's input, for the
 * `'tool-inputs'` scope. Only unions reachable from what these calls receive are checked.
 *
 * - MCP TypeScript SDK v1: `server.tool(name, [description], shapeOrSchema, [annotations], cb)`
 *   and `server.registerTool(name, { inputSchema }, cb)`; v2: `registerTool(name, { inputSchema })`.
 * - Vercel AI SDK: `tool({ inputSchema })` (and v4's `parameters`), `dynamicTool({ inputSchema })`.
 * - OpenAI Agents SDK: `tool({ parameters })`; OpenAI SDK: `zodFunction({ parameters })`.
 * - Anthropic SDK: `betaZodTool({ inputSchema })`.
 * - LangChain: `tool(fn, { schema })`, `new DynamicStructuredTool({ schema })`.
 * - Genkit: `ai.defineTool({ inputSchema }, fn)`.
 * - FastMCP: `server.addTool({ parameters })`.
 * - Mastra: `createTool({ inputSchema })`.
 * - A project's own: `settings['zod-flatten'].toolSinks` entries `{ name, property?, argument? }`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node } from './source-file.js';
import { memberName, skipTypeWrappers } from './source-file.js';

export interface ToolSink {
  /** The called function or method name (`registerTool`, `defineTool`). */
  readonly name: string;
  /** The property of an options object that holds the input schema (`inputSchema`). */
  readonly property?: string;
  /** Which argument holds that object or the schema itself (0-based; default: any). */
  readonly argument?: number;
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
];

/** A call, or a `new` (LangChain's tool classes): both hand their arguments to a sink. */
export type SinkCall = TSESTree.CallExpression | TSESTree.NewExpression;

/** The expressions a call hands to a tool as its input schema (or raw shape). */
export function sinkInputs(call: SinkCall, sinks: readonly ToolSink[]): Node[] {
  const callee = skipTypeWrappers(call.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? memberName(callee) : null;
  if (name === null) return [];
  const out: Node[] = [];
  // MCP SDK v1 `server.tool('name', ...)`: the schema or raw shape is a later positional argument.
  if (name === 'tool' && callee.type === 'MemberExpression' && isString(call.arguments[0])) {
    for (const arg of call.arguments.slice(1)) {
      const node = skipTypeWrappers(arg);
      if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || isString(node)) continue;
      out.push(node);
    }
    return out;
  }
  for (const sink of sinks) {
    if (sink.name !== name) continue;
    const args = sink.argument === undefined ? call.arguments : call.arguments.slice(sink.argument, sink.argument + 1);
    for (const arg of args) {
      const node = skipTypeWrappers(arg);
      if (sink.property === undefined) {
        out.push(node);
        continue;
      }
      if (node.type !== 'ObjectExpression') continue;
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
        if (key === sink.property) out.push(skipTypeWrappers(property.value));
      }
    }
  }
  return out;
}

function isString(node: Node | undefined): boolean {
  return node !== undefined && ((node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral');
}
