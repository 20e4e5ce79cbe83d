/**
 * Every rule of this plugin is a reading of the one shared analysis: it asks for its findings
 * and reports them. This builds such a rule from its metadata, so each rule module says only
 * what is its own (description, options, which findings to skip, suggestions).
 */
import type { TSESLint } from '@typescript-eslint/utils';
import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';
import type { Finding, RuleId } from '../../lib/analysis/findings.js';
import { MESSAGES } from '../../lib/report/messages.js';
import { isCovered } from '../../lib/report/paths.js';
import { createRule } from './create-rule.js';
import { fileAnalysis } from './file-analysis.js';
import { optionsSchema, reportFindings } from './report.js';

export interface BaseOptions {
  ignoreKeys?: string[];
}

type MessageIds<Name extends RuleId> = Extract<keyof (typeof MESSAGES)[Name], string>;

export interface ReadingRuleSpec<Name extends RuleId, Options extends BaseOptions> {
  name: Name;
  type: 'problem' | 'suggestion';
  description: string;
  recommended?: boolean;
  /** Options beyond `ignoreKeys`, as JSON Schema, with their defaults. */
  options?: Record<string, JSONSchema4>;
  defaults?: Omit<Options, 'ignoreKeys'>;
  /** Findings the options turn off (besides `ignoreKeys`). */
  skip?: (finding: Finding, options: Options) => boolean;
  suggest?: (
    finding: Finding,
    context: Readonly<TSESLint.RuleContext<MessageIds<Name>, [Options]>>,
  ) => TSESLint.SuggestionReportDescriptor<MessageIds<Name>>[] | undefined;
}

export function readingRule<Name extends RuleId, Options extends BaseOptions = BaseOptions>(
  spec: ReadingRuleSpec<Name, Options>,
) {
  const defaults = { ignoreKeys: [], ...spec.defaults } as unknown as Options;
  return createRule<[Options], MessageIds<Name>>({
    name: spec.name,
    meta: {
      type: spec.type,
      docs: { description: spec.description, recommended: spec.recommended ?? false },
      messages: MESSAGES[spec.name] as Record<MessageIds<Name>, string>,
      schema: optionsSchema(spec.options),
      defaultOptions: [defaults],
      ...(spec.suggest ? { hasSuggestions: true } : {}),
    },
    create(context, [options]) {
      const ignoreKeys = options.ignoreKeys ?? [];
      return {
        Program() {
          let findings: readonly Finding[];
          try {
            findings = fileAnalysis(context).findings(spec.name);
          } catch (error) {
            // A configuration error (settings) is the user's to see; anything else is a bug of
            // ours and must not take the lint run down: the file is left unreported.
            // ZOD_FLATTEN_THROW=1 (the fuzz and robustness suites) lets it escape, so bugs are seen.
            if (error instanceof Error && error.message.startsWith('eslint-plugin-zod-flatten:')) throw error;
            if (process.env['ZOD_FLATTEN_THROW'] === '1') throw error;
            return;
          }
          if (findings.length === 0) return;
          reportFindings(
            context,
            findings,
            (finding) => isCovered(finding.path, ignoreKeys) || (spec.skip?.(finding, options) ?? false),
            spec.suggest && ((finding) => spec.suggest!(finding, context)),
          );
        },
      };
    },
  });
}
