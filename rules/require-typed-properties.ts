import { fieldPathList } from './utils/report.js';
import { isCovered } from '../lib/report/paths.js';
import { readingRule, type BaseOptions } from './utils/reading-rule.js';

export interface Options extends BaseOptions {
  allowUntyped?: string[];
}

/** `z.unknown()` / `zod.any()` with no arguments: safe to rewrite as `<ns>.json()`. */
const NAMESPACE_CALL = /^([\p{ID_Start}$_][\p{ID_Continue}$]*)\s*\.\s*(?:any|unknown)\s*\(\s*\)$/u;

export default readingRule<'require-typed-properties', Options>({
  name: 'require-typed-properties',
  type: 'problem',
  description:
    'Require every property of a flattened union to have a JSON Schema type (no z.any(), z.unknown() or unrepresentable types)',
  recommended: true,
  options: {
    allowUntyped: fieldPathList('Field paths a project means to leave free-form.'),
  },
  defaults: { allowUntyped: [] },
  skip: (finding, options) => isCovered(finding.path, options.allowUntyped ?? []),
  suggest(finding, context) {
    const span = finding.span;
    if (finding.suggest !== 'json' || !span || span.file !== undefined) return undefined;
    const text = context.sourceCode.text.slice(span.range[0], span.range[1]);
    const match = NAMESPACE_CALL.exec(text);
    if (!match) return undefined;
    return [
      {
        messageId: 'suggestJson',
        fix: (fixer) => fixer.replaceTextRange([span.range[0], span.range[1]], `${match[1]}.json()`),
      },
    ];
  },
});
