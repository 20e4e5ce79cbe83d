import { readingRule } from './utils/reading-rule.js';

export default readingRule({
  name: 'no-collided-type-mismatch',
  type: 'problem',
  description: 'Disallow collided fields whose variants disagree on the JSON type',
  recommended: true,
});
