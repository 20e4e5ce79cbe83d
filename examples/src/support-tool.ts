/**
 * The input contract of a `support` MCP tool: one tool, ten actions on a help-desk ticket,
 * selected by `action`. Like `broadcast-tool.ts`, the server flattens this union into one object
 * for `tools/list`, so every key several actions declare is advertised with ONE JSON Schema.
 *
 * This file shows the other rules of the plugin (the broadcast tool shows the headline one).
 * `eslint.config.js` lints it with `configs.recommended` plus the two rules that are only in
 * `configs.strict` (`no-collided-constraint-mismatch`, `no-untraceable-variant`). The trailing
 * `// expect:` comments are the findings `npm run example` checks for.
 */
import { z } from 'zod';
import { SurveyAction } from './survey-action.js';

// ---- shared building blocks ---------------------------------------------------------------------

const Base = z.object({
  ticketId: z.string().regex(/^T-\d{6}$/u),
  requestId: z.uuid().optional(),
});

/**
 * Index of a message part in the ticket thread. This is the field class of the incident in
 * stitchkit's ADR 0044: `.int().min(0)` in most actions, but one action declares it as a string
 * and another coerces it, so no single JSON Schema describes `partIndex` for every action.
 */
const PartIndex = z.number().int().min(0);
const MessageBody = z.string().min(1).max(10_000);

// ---- actions ------------------------------------------------------------------------------------

const Reply = Base.extend({
  action: z.literal('reply'),
  body: MessageBody,
  cc: z.array(z.email()).max(10).optional(), // expect: zod-flatten/no-collided-constraint-mismatch
});

const Forward = Base.extend({
  action: z.literal('forward'),
  to: z.email(),
  cc: z.array(z.string()).max(10).optional(), // `cc[]`: no email format here, unlike in `reply`
});

const EditPart = Base.extend({
  action: z.literal('editPart'),
  partIndex: PartIndex,
  body: MessageBody,
});

const RedactPart = Base.extend({
  action: z.literal('redactPart'),
  partIndex: PartIndex,
  reason: z.string().min(1).max(500), // expect: zod-flatten/no-collided-constraint-mismatch
});

const QuotePart = Base.extend({
  action: z.literal('quotePart'),
  // Copied from the v1 contract, where parts were addressed by a numeric string.
  partIndex: z.string().regex(/^\d+$/u), // expect: zod-flatten/no-collided-type-mismatch
  body: MessageBody,
});

const MovePart = Base.extend({
  action: z.literal('movePart'),
  // "Be lenient with agents": accepts "1" here, but the advertised schema cannot say so.
  partIndex: z.coerce.number().int().min(0), // expect: zod-flatten/no-collided-coercion
  toIndex: PartIndex,
});

const Escalate = Base.extend({
  action: z.literal('escalate'),
  reason: z.string().min(1).max(2000), // expect: zod-flatten/no-collided-constraint-mismatch
  priority: z.number().int().min(1).max(5),
  context: z.unknown().optional(), // expect: zod-flatten/require-typed-properties
});

const Snooze = Base.extend({
  action: z.literal('snooze'),
  // The trigger.dev case: a Date cannot be represented, so z.toJSONSchema throws in tools/list.
  until: z.coerce.date(), // expect: zod-flatten/require-typed-properties
});

/** Where an attachment comes from; its own discriminated union, nested in `attach`. */
const AttachmentSource = z.discriminatedUnion('source', [
  z.object({ source: z.literal('url'), url: z.url() }),
  z.object({ source: z.literal('upload'), uploadId: z.string().min(1) }),
  // Copy-paste slip: meant to be 'drive'. Zod throws "Duplicate discriminator value" on first parse.
  z.object({ source: z.literal('url'), driveFileId: z.string().min(1) }), // expect: zod-flatten/valid-discriminated-union
]);

const Attach = Base.extend({
  action: z.literal('attach'),
  attachment: AttachmentSource,
});

// ---- the tool input -----------------------------------------------------------------------------

/**
 * Safe collided fields, which the rules leave alone:
 * - `ticketId`, `requestId`: the same schema objects (from `Base`) in every action;
 * - `body`: the same `MessageBody` in `reply`, `editPart` and `quotePart`;
 * - `partIndex` in `editPart`, `redactPart` and `movePart`: the same JSON-visible constraints
 *   (`movePart` is reported for its coercion, not for its bounds);
 * - `cc`: `.max(10)` and `.optional()` in both actions (only its items differ, see above);
 * - `to`, `toIndex`, `priority`, `context`, `until`, `attachment`: declared by one action only.
 */
/**
 * Builds an action from a template. A helper whose body declares names, tests constants and
 * returns is read with its argument (never run), so `closeAction('resolved')` is checked like
 * any other option.
 */
function closeAction(reason: 'resolved' | 'duplicate') {
  const note = z.string().optional();
  if (reason === 'duplicate') return z.object({ action: z.literal('close-duplicate'), of: z.string(), note });
  return z.object({ action: z.literal(`close-${reason}`), note });
}

/**
 * A builder that fills its shape in a `while` loop: the static rules read `for` loops pass by pass
 * (and a list or shape filled in them), not `while` loops, so the option it returns is untraceable
 * (the type-aware configs read its return type).
 */
function reopenAction(after: 'timeout' | 'reply') {
  const shape: z.ZodRawShape = { action: z.literal(`reopen-${after}`) };
  const keys = ['note'];
  while (keys.length > 0) shape[keys.pop()!] = z.string().optional();
  return z.object(shape);
}

export const SupportInput = z.discriminatedUnion('action', [
  Reply,
  Forward,
  EditPart,
  RedactPart,
  QuotePart,
  MovePart,
  Escalate,
  Snooze,
  Attach,
  SurveyAction,
  closeAction('resolved'),
  reopenAction('timeout'), // expect: zod-flatten/no-untraceable-variant
]);

export type SupportInput = z.input<typeof SupportInput>;

export const supportTool = {
  name: 'support',
  description: 'Act on a help-desk ticket: reply, forward, edit or move message parts, escalate, snooze, attach.',
  inputSchema: SupportInput,
};
