/**
 * The `sendSurvey` action of the `support` tool, owned by the survey module and imported by
 * `support-tool.ts`. The rules analyse one file at a time and never follow imports, so in the
 * support tool's union this option is untraceable: `no-untraceable-variant` says so, and the
 * other rules leave it out of their comparisons rather than guess.
 */
import { z } from 'zod';

export const SurveyAction = z.object({
  action: z.literal('sendSurvey'),
  ticketId: z.string().regex(/^T-\d{6}$/u),
  template: z.enum(['csat', 'nps']),
  delayHours: z.number().int().min(0).max(72).default(24),
});
