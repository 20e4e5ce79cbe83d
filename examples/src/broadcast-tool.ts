/**
 * The input contract of a `broadcast` MCP tool: one tool, five operations, selected by `op`.
 *
 * MCP clients and LLM tool APIs want a single object as a tool's input, so the server flattens
 * this union into one object before advertising it: every key of every operation becomes one
 * property, and a key that several operations declare (a collided field) gets ONE JSON Schema.
 * What JSON Schema cannot show (refinements, overwrites, pipes) then silently differs per
 * operation. The trailing `// expect:` comments are the findings `npm run example` checks for.
 */
import { z } from 'zod';

// ---- shared building blocks ---------------------------------------------------------------------

/** One schema object reused everywhere: a shared field cannot differ between operations. */
const BroadcastId = z.string().refine((id) => /^bc_[a-z0-9]{12}$/u.test(id), 'not a broadcast id');

/** Every operation extends this. Its fields are the same schema objects in each variant. */
const Base = z.object({
  broadcastId: BroadcastId,
  dryRun: z.boolean().optional(),
});

/**
 * The field of the incident that motivated this plugin (`.int().min(0)`): both checks are
 * visible in JSON Schema, so sharing it is safe even where it is not the same object.
 */
const Position = z.number().int().min(0);
const placement = { position: Position };

const isHttps = (url: string) => url.startsWith('https://');
const httpsOnly = { message: 'only https links are accepted' };
const isBrandColor = (hex: string) => ['#0a84ff', '#30d158', '#ff453a'].includes(hex.toLowerCase());

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/u);
const Align = z.enum(['start', 'center', 'end']);
const Tag = z.string().min(1).max(32);
const MessageText = z.string().min(1).max(4096);

/** A const alias of a const: the rule follows it to the same schema. */
const Note = z.string().max(200);
const InternalNote = Note;

// ---- operations ---------------------------------------------------------------------------------

const SetText = Base.extend({
  op: z.literal('setText'),
  ...placement,
  text: MessageText.trim(), // expect: zod-flatten/no-hidden-collided-check
  url: z.url().optional(),
  style: z.object({ align: Align, color: HexColor }).optional(),
  sendAt: z.iso.datetime().optional(),
});

const SetButton = Base.extend({
  op: z.literal('setButton'),
  ...placement,
  text: MessageText,
  url: z.url().refine(isHttps, httpsOnly), // expect: zod-flatten/no-hidden-collided-check
  style: z.object({
    align: Align,
    color: HexColor.refine(isBrandColor, 'not a brand color'), // expect: zod-flatten/no-hidden-collided-check
  }),
});

const SetImage = Base.extend({
  op: z.literal('setImage'),
  ...placement,
  url: z.url().refine(isHttps, httpsOnly), // expect: zod-flatten/no-hidden-collided-check
  alt: z.string().max(300).optional(),
  tags: z.array(Tag.toLowerCase()).min(1).max(10), // expect: zod-flatten/no-hidden-collided-check
});

const SetSchedule = Base.extend({
  op: z.literal('setSchedule'),
  sendAt: z.iso.datetime().transform((iso) => new Date(iso)), // expect: zod-flatten/no-hidden-collided-check
  timezone: z.string().min(1).optional(),
  note: InternalNote.trim(),
})
  // A refinement on the whole operation is not on any collided field: not this rule's concern.
  .refine((input) => input.timezone !== undefined || input.sendAt.getUTCHours() < 22, {
    message: 'late sends need an explicit timezone',
  });

const SetAudience = Base.extend({
  op: z.literal('setAudience'),
  tags: z.array(Tag).min(1).max(10),
  note: Note.trim(),
  excludeOptedOut: z.boolean().default(true),
});

// ---- the tool input -----------------------------------------------------------------------------

const Operations = [SetText, SetButton, SetImage, SetSchedule, SetAudience] as const;

/**
 * Safe collided fields, which the rule leaves alone:
 * - `broadcastId`, `dryRun`, `position`: the same schema object in every variant that has it;
 * - `note`: `.trim()` in every variant that declares it (setSchedule and setAudience);
 * - `style.align`: the same `Align` in both `style` objects;
 * - `alt`, `timezone`, `excludeOptedOut`: declared by one operation only, so never merged.
 */
export const BroadcastInput = z.discriminatedUnion('op', [...Operations]);

export type BroadcastInput = z.input<typeof BroadcastInput>;

export const broadcastTool = {
  name: 'broadcast',
  description: 'Edit a queued broadcast: its text, button, image, schedule or audience.',
  inputSchema: BroadcastInput,
};
