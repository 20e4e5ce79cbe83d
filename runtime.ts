/**
 * eslint-plugin-zod-flatten/runtime: the same analysis as the ESLint rules, run on live Zod
 * schemas. For a project's tests or a server's start-up: it catches schemas built by code no
 * static analysis can follow. It needs neither ESLint nor TypeScript.
 */
import { analyze, RULE_IDS, type Finding, type RuleId } from './lib/analysis/findings.js';
import { modelOf } from './lib/frontend/live/index.js';
import { messageOf } from './lib/report/messages.js';
import { isCovered } from './lib/report/paths.js';

export type { RuleId };
export { RULE_IDS };

export interface FlattenCheckOptions {
  /** Rules to run (default: all of them, as the `strict` config). */
  rules?: readonly RuleId[];
  /** Field paths to skip, with everything below them (every rule's `ignoreKeys`). */
  ignoreKeys?: readonly string[];
  /** Field paths require-typed-properties lets stay untyped. */
  allowUntyped?: readonly string[];
  /** Let no-collided-constraint-mismatch compare literal and enum value sets. */
  checkEnums?: boolean;
}

export interface FlattenFinding {
  rule: RuleId;
  messageId: string;
  /** The collided field path (`text`, `o.p`, `tags[]`), empty for whole options. */
  path: string;
  /** Labels of the variants the finding is about (discriminator value, else `option N`). */
  variants: readonly string[];
  message: string;
}

function keep(finding: Finding, options: FlattenCheckOptions): boolean {
  if (isCovered(finding.path, options.ignoreKeys ?? [])) return false;
  if (finding.rule === 'require-typed-properties' && isCovered(finding.path, options.allowUntyped ?? [])) return false;
  if (finding.messageId === 'enumMismatch' && !options.checkEnums) return false;
  return true;
}

/** Every finding of the plugin's rules for a union, or an object whose fields hold unions. */
export function checkFlatten(schema: unknown, options: FlattenCheckOptions = {}): FlattenFinding[] {
  const analysis = analyze([modelOf(schema)]);
  const findings: FlattenFinding[] = [];
  for (const rule of options.rules ?? RULE_IDS) {
    for (const finding of analysis.findings(rule)) {
      if (!keep(finding, options)) continue;
      findings.push({
        rule,
        messageId: finding.messageId,
        path: finding.path,
        variants: finding.variants,
        message: messageOf(finding),
      });
    }
  }
  return findings;
}

export class FlattenCheckError extends Error {
  constructor(readonly findings: readonly FlattenFinding[]) {
    super(
      `zod-flatten: ${findings.length} problem${findings.length === 1 ? '' : 's'} when this union is flattened:\n` +
        findings.map((f) => `  - [${f.rule}] ${f.message}`).join('\n'),
    );
    this.name = 'FlattenCheckError';
  }
}

/** Throws one readable error listing every finding; returns nothing when the schema is safe. */
export function assertFlattenSafe(schema: unknown, options: FlattenCheckOptions = {}): void {
  const findings = checkFlatten(schema, options);
  if (findings.length > 0) throw new FlattenCheckError(findings);
}
