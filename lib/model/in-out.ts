/**
 * `z.input(S)` and `z.output(S)` (Zod 4.6): S with every pipe replaced by one side, as Zod's
 * `visit` rewrites it (zod/src/v4/classic/in-out.ts). A transform, a `.pipe()`, a codec and a
 * preprocess are pipes in the model as in Zod, so the side each leaves is the one Zod leaves.
 */
import type { PipeNode, SchemaNode, SourceSpan, WrapperNode } from './schema.js';
import { rewriteSchema } from './visit.js';

/** The pipe's own checks (`.transform(f).refine(g)`), appended to the side that replaces it. */
function withChecks(side: SchemaNode, checks: PipeNode['checks']): SchemaNode {
  return checks.length === 0 ? side : ({ ...side, checks: [...side.checks, ...checks] } as SchemaNode);
}

const outSide = (pipe: PipeNode): SchemaNode => withChecks(pipe.out, pipe.checks);

/**
 * The input side; a preprocess's (a transform piped into a schema) is the schema it feeds, as
 * a bare transform validates nothing. A codec's checks are dropped with its output side.
 */
const inSide = (pipe: PipeNode): SchemaNode => (pipe.in.type === 'transform' ? outSide(pipe) : pipe.in);

export function inputOf(root: SchemaNode, span: SourceSpan | undefined): SchemaNode {
  return rewriteSchema(
    root,
    {
      pipe: (node) => inSide(node as PipeNode),
      // A default value belongs to the output side: rewritten below, the field is optional.
      default: (node, rewritten) => (rewritten ? { type: 'optional', innerType: (node as WrapperNode).innerType, checks: [], ...(span ? { span } : {}) } : node),
      // A catch value is output-side too, and `.catch()` leaves the input type alone.
      catch: (node, rewritten) => (rewritten ? (node as WrapperNode).innerType : node),
    },
    'z.input()',
    span,
  );
}

export function outputOf(root: SchemaNode, span: SourceSpan | undefined): SchemaNode {
  return rewriteSchema(
    root,
    {
      pipe: (node) => outSide(node as PipeNode),
      // A prefault value is fed through the schema: input-side, stranded once the inside changes.
      prefault: (node, rewritten) => (rewritten ? (node as WrapperNode).innerType : node),
    },
    'z.output()',
    span,
  );
}
