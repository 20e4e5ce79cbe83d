import { readingRule } from './utils/reading-rule.js';

export default readingRule({
  name: 'no-hidden-collided-check',
  type: 'problem',
  description:
    'Disallow refinements, overwrites and pipes that only some variants put on a collided field of a flattened union',
  recommended: true,
});
