/**
 * Writes lib/model/zod-regexes.ts: the regular expressions Zod exports as constants
 * (`z.regexes.domain`, `z.regexes.html5Email`, ...), read from the installed Zod, so that the
 * static front end reads `.regex(z.regexes.domain)` as the pattern it is, without running Zod
 * while linting. tests/model/zod-regexes.test.ts compares the table with the installed Zod:
 * after a Zod upgrade that changes one, run `node scripts/zod-regexes.mjs` again.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const { version } = (await import('zod/package.json', { with: { type: 'json' } })).default;
const entries = Object.entries(z.regexes)
  .filter(([, value]) => value instanceof RegExp)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([name, regex]) => `  ${JSON.stringify(name)}: ${JSON.stringify(String(regex))},`);
const text = `/**
 * The regular expressions Zod ${version} exports as constants (\`z.regexes.<name>\`), as the text
 * \`String(regex)\` gives (\`/source/flags\`): what the evaluator reads \`.regex(z.regexes.domain)\`
 * as. Written by scripts/zod-regexes.mjs from the installed Zod and checked against it by
 * tests/model/zod-regexes.test.ts. Zod's regex-making functions (\`z.regexes.uuid(4)\`) are not
 * listed: a call of one is not read.
 */
export const ZOD_REGEXES: Readonly<Record<string, string>> = {
${entries.join('\n')}
};
`;
writeFileSync(fileURLToPath(new URL('../lib/model/zod-regexes.ts', import.meta.url)), text);
console.log(`${entries.length} regexes of Zod ${version}`);
