/**
 * `settings['zod-flatten']`, validated: a wrong value is a configuration error with a message
 * that names the setting, not a crash deep inside the analysis.
 */
import type { ToolSink } from '../../lib/frontend/estree/index.js';

export interface PluginSettings {
  readonly zodImportSources: readonly string[];
  /** `'all-unions'` (default) or `'tool-inputs'`: only unions that reach a tool's input. */
  readonly scope: 'all-unions' | 'tool-inputs';
  readonly toolSinks: readonly ToolSink[];
}

const cache = new WeakMap<object, PluginSettings>();
const DEFAULTS: PluginSettings = { zodImportSources: [], scope: 'all-unions', toolSinks: [] };

export function readSettings(settings: Readonly<Record<string, unknown>> | undefined): PluginSettings {
  const raw = settings?.['zod-flatten'];
  if (raw === undefined) return DEFAULTS;
  if (typeof raw === 'object' && raw !== null) {
    const cached = cache.get(raw);
    if (cached) return cached;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error("eslint-plugin-zod-flatten: settings['zod-flatten'] must be an object, e.g. { zodImportSources: ['@acme/zod'] }.");
  }
  const known = new Set(['zodImportSources', 'scope', 'toolSinks']);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) {
      throw new Error(`eslint-plugin-zod-flatten: unknown setting settings['zod-flatten'].${key}; accepted: ${[...known].join(', ')}.`);
    }
  }
  const sources = (raw as { zodImportSources?: unknown }).zodImportSources ?? [];
  if (!Array.isArray(sources) || !sources.every((item) => typeof item === 'string' && item.length > 0)) {
    throw new Error("eslint-plugin-zod-flatten: settings['zod-flatten'].zodImportSources must be an array of module specifiers (non-empty strings).");
  }
  const scope = (raw as { scope?: unknown }).scope ?? 'all-unions';
  if (scope !== 'all-unions' && scope !== 'tool-inputs') {
    throw new Error(`eslint-plugin-zod-flatten: settings['zod-flatten'].scope must be 'all-unions' or 'tool-inputs', not ${JSON.stringify(scope)}.`);
  }
  const sinks = (raw as { toolSinks?: unknown }).toolSinks ?? [];
  if (!Array.isArray(sinks) || !sinks.every(isToolSink)) {
    throw new Error(
      "eslint-plugin-zod-flatten: settings['zod-flatten'].toolSinks must be an array of { name: string, property?: string, argument?: number } or { name: string, field: string } (a base class and the field its subclasses declare the input in), e.g. [{ name: 'defineTool', argument: 0, property: 'input' }].",
    );
  }
  const parsed: PluginSettings = { zodImportSources: sources, scope, toolSinks: sinks };
  cache.set(raw, parsed);
  return parsed;
}

function isToolSink(value: unknown): value is ToolSink {
  if (typeof value !== 'object' || value === null) return false;
  const sink = value as Record<string, unknown>;
  if (typeof sink['name'] !== 'string' || sink['name'].length === 0) return false;
  // A base class and its subclasses' field: nothing else.
  if ('field' in sink) return Object.keys(sink).every((key) => key === 'name' || key === 'field') && typeof sink['field'] === 'string' && sink['field'].length > 0;
  const keysOk = Object.keys(sink).every((key) => key === 'name' || key === 'property' || key === 'argument');
  return (
    keysOk &&
    (sink['property'] === undefined || typeof sink['property'] === 'string') &&
    (sink['argument'] === undefined || (Number.isInteger(sink['argument']) && (sink['argument'] as number) >= 0))
  );
}
