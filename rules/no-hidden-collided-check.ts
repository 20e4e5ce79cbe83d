import { MESSAGES } from '../lib/report/messages.js';
import { createRule } from './utils/create-rule.js';
import { fileAnalysis } from './utils/file-analysis.js';
import { reportFindings } from './utils/report.js';

export const RULE_NAME = 'no-hidden-collided-check';

export interface Options {
  ignoreKeys?: string[];
}

export default createRule<[Options], keyof (typeof MESSAGES)[typeof RULE_NAME]>({
  name: RULE_NAME,
  meta: {
    type: 'problem',
    docs: {
      description:
        'Disallow refinements, overwrites and pipes that only some variants put on a collided field of a flattened union',
      recommended: true,
    },
    messages: MESSAGES[RULE_NAME],
    schema: [
      {
        type: 'object',
        properties: {
          ignoreKeys: {
            type: 'array',
            items: { type: 'string', minLength: 1 },
            uniqueItems: true,
            description: 'Field paths (`text`, `o.p`, `tags[]`) to skip, with everything below them.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ ignoreKeys: [] }],
  },
  defaultOptions: [{ ignoreKeys: [] }],
  create(context, [options]) {
    return {
      Program() {
        reportFindings(context, fileAnalysis(context).findings(RULE_NAME), options.ignoreKeys ?? []);
      },
    };
  },
});
