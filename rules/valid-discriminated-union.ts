import { readingRule } from './utils/reading-rule.js';

export default readingRule({
  name: 'valid-discriminated-union',
  type: 'problem',
  description:
    'Report discriminated unions Zod rejects at run time: repeated discriminator values, variants without the key, keys that are not literals, options Zod cannot read the key from',
  recommended: true,
});
