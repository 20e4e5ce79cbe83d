import { readingRule } from './utils/reading-rule.js';

export default readingRule({
  name: 'no-collided-coercion',
  type: 'problem',
  description:
    'Disallow z.coerce, .catch() and z.preprocess() that only some variants put on a collided field of a flattened union',
  recommended: true,
});
