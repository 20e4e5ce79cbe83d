import { readingRule } from './utils/reading-rule.js';

export default readingRule({
  name: 'no-untraceable-variant',
  type: 'suggestion',
  description:
    'Report union options and fields the analysis could not trace, so you know what the other rules did not check',
});
