/**
 * The `sendSurvey` action of the `support` tool, owned by the survey module and imported by
 * `support-tool.ts`. The rules follow the import (the file is parsed, never run), so its fields
 * take part in the support tool's comparisons like any other variant's.
 */
import { z } from 'zod';

export const SurveyAction = z.object({
  action: z.literal('sendSurvey'),
  ticketId: z.string().regex(/^T-\d{6}$/u),
  template: z.enum(['csat', 'nps']),
  delayHours: z.number().int().min(0).max(72).default(24),
});
