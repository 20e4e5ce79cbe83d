/**
 * The rule module shape of every rule here: its docs URL, and its one options object merged
 * over the defaults.
 *
 * This is what typescript-eslint's `ESLintUtils.RuleCreator` does, written out so that the
 * plugin imports nothing of `@typescript-eslint/utils` at run time (types only). Loading that
 * package cost about 100 ms per ESLint process, and its `applyDefault` deep-cloned the defaults
 * with `structuredClone` for every rule on every file (about 0.01 ms each, 10,000 times on the
 * benchmark's 2,000 files), even though ESLint itself already merges `meta.defaultOptions` into
 * `context.options` (9.15 and later, the oldest ESLint this plugin supports).
 */
import type { TSESLint } from '@typescript-eslint/utils';

export interface PluginDocs {
  description: string;
  recommended?: boolean;
  strict?: boolean;
  requiresTypeChecking?: boolean;
}

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-zod-flatten/eslint-plugin-zod-flatten';

/** Every rule takes at most one options object, of flat properties. */
type OneOptionsObject = readonly [object];

export interface RuleSpec<Options extends OneOptionsObject, MessageIds extends string> {
  name: string;
  meta: Omit<TSESLint.RuleMetaData<MessageIds, PluginDocs, Options>, 'docs' | 'defaultOptions'> & {
    docs: PluginDocs;
    defaultOptions: Options;
  };
  create(
    context: Readonly<TSESLint.RuleContext<MessageIds, Options>>,
    options: Readonly<Options>,
  ): TSESLint.RuleListener;
}

export type NamedRule<Options extends OneOptionsObject, MessageIds extends string> = TSESLint.RuleModule<
  MessageIds,
  Options,
  PluginDocs
> & { name: string };

export function createRule<Options extends OneOptionsObject, MessageIds extends string>(
  spec: RuleSpec<Options, MessageIds>,
): NamedRule<Options, MessageIds> {
  const defaults = spec.meta.defaultOptions[0];
  return {
    name: spec.name,
    meta: { ...spec.meta, docs: { ...spec.meta.docs, url: `${REPOSITORY_URL}/blob/main/docs/rules/${spec.name}.md` } },
    // Kept for tools that read the rule's defaults here (ESLint 8 era); ESLint reads meta.
    defaultOptions: spec.meta.defaultOptions,
    create(context) {
      // ESLint has merged the defaults already; this covers a caller that has not (a test
      // harness calling `create` directly). Shallow is exact: the options are flat.
      const given = context.options[0];
      const options = (given === undefined ? [defaults] : [{ ...defaults, ...given }]) as unknown as Options;
      return spec.create(context, options);
    },
  };
}
