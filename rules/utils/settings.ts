/**
 * `settings['zod-flatten']`, validated: a wrong value is a configuration error with a message
 * that names the setting, not a crash deep inside the analysis.
 */
export interface PluginSettings {
  readonly zodImportSources: readonly string[];
}

const cache = new WeakMap<object, PluginSettings>();
const DEFAULTS: PluginSettings = { zodImportSources: [] };

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
  const known = new Set(['zodImportSources']);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) {
      throw new Error(`eslint-plugin-zod-flatten: unknown setting settings['zod-flatten'].${key}; accepted: ${[...known].join(', ')}.`);
    }
  }
  const sources = (raw as { zodImportSources?: unknown }).zodImportSources ?? [];
  if (!Array.isArray(sources) || !sources.every((item) => typeof item === 'string' && item.length > 0)) {
    throw new Error("eslint-plugin-zod-flatten: settings['zod-flatten'].zodImportSources must be an array of module specifiers (non-empty strings).");
  }
  const parsed: PluginSettings = { zodImportSources: sources };
  cache.set(raw, parsed);
  return parsed;
}
