import { readingRule, type BaseOptions } from './utils/reading-rule.js';

export interface Options extends BaseOptions {
  checkEnums?: boolean;
}

export default readingRule<'no-collided-constraint-mismatch', Options>({
  name: 'no-collided-constraint-mismatch',
  type: 'suggestion',
  description:
    'Disallow collided fields whose variants declare different JSON-visible constraints (bounds, formats, integer)',
  options: {
    checkEnums: {
      type: 'boolean',
      description: 'Also compare literal and enum value sets (for flatteners that do not merge enums).',
    },
  },
  defaults: { checkEnums: false },
  skip: (finding, options) => finding.messageId === 'enumMismatch' && !options.checkEnums,
});
