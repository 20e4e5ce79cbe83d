/**
 * Message templates, shared by the ESLint rules (`meta.messages`) and the runtime check, so a
 * finding reads the same in an editor and in a test failure.
 */
import type { Finding, RuleId } from '../analysis/findings.js';

export const MESSAGES = {
  'no-hidden-collided-check': {
    hiddenCheck:
      "Collided field '{{path}}': {{marker}} is {{what}} and runs only in {{withVariants}}, not in {{withoutVariants}}. " +
      'JSON Schema cannot show it, so the flattened schema advertises one field that validates differently per variant. ' +
      // The marker is named once: where it sits in another module, its name carries the file and line.
      "Apply that call in every variant that declares '{{path}}', or give the variants different keys.",
    hiddenArguments:
      "Collided field '{{path}}': {{marker}} ({{what}}) reads values from outside its function, and they differ ({{values}}), " +
      'so each variant runs another check. JSON Schema cannot show it, so the flattened schema advertises one field that validates differently per variant. ' +
      "Give it the same values in every variant that declares '{{path}}', or give the variants different keys.",
    hiddenOrder:
      "Collided field '{{path}}': its hidden checks run in another order in {{withVariants}} ({{order}}) than in {{otherVariants}} ({{otherOrder}}), " +
      'so the same value is checked or rewritten differently. JSON Schema cannot show it, so the flattened schema advertises one field that validates differently per variant. ' +
      "Write {{marker}} and the checks around it in the same order in every variant that declares '{{path}}', or give the variants different keys.",
  },
  'no-collided-coercion': {
    coercion:
      "Collided field '{{path}}': {{marker}} {{what}}, but only in {{withVariants}}, not in {{withoutVariants}}. " +
      'The flattened field must either advertise the type and reject input that one variant accepts, or be widened to untyped. ' +
      "Use that call in every variant that declares '{{path}}' or in none of them, or give the variants different keys.",
    hiddenArguments:
      "Collided field '{{path}}': {{marker}} ({{what}}) reads values from outside its function, and they differ ({{values}}), " +
      'so each variant accepts its input differently. The flattened field must either advertise the type and reject input that one variant accepts, or be widened to untyped. ' +
      "Give it the same values in every variant that declares '{{path}}', or give the variants different keys.",
  },
  'no-collided-type-mismatch': {
    typeMismatch:
      "Collided field '{{path}}' is {{kind}} in variant {{variant}} but {{expected}} elsewhere ({{kinds}}). " +
      'A flattened schema advertises one type for the key, so one variant is described wrongly or the field loses its type. ' +
      "Give '{{path}}' the same type in every variant, or give the variants different keys.",
  },
  'no-collided-constraint-mismatch': {
    constraintMismatch:
      "Collided field '{{path}}': {{constraint}} applies only in {{withVariants}}, not in {{withoutVariants}}. " +
      "Flatteners drop differing constraints or keep one variant's, so the model is not told a bound that a variant enforces, or is told one that another does not. " +
      "Use the same constraints in every variant that declares '{{path}}', or give the variants different keys.",
    enumMismatch:
      "Collided field '{{path}}' allows [{{values}}] in variant {{variant}}, but the variants disagree ({{sets}}). " +
      "A flattener that does not merge enums advertises one variant's values. Use one value set, or different keys.",
  },
  'require-typed-properties': {
    untyped:
      "Property '{{path}}' of variant {{variant}} is {{node}}, which advertises no JSON Schema type ({}). " +
      "OpenAI rejects the whole tool list ('schema must have a type key') and Gemini rejects an empty type. " +
      "Use z.json() for arbitrary JSON, a concrete schema, or list '{{path}}' in allowUntyped.",
    unrepresentable:
      "Property '{{path}}' of variant {{variant}} is {{node}}, which JSON Schema cannot represent: z.toJSONSchema throws by default " +
      "(the MCP SDK's tools/list fails) or emits an untyped {}. Use a JSON type (e.g. an ISO string for a date), or list '{{path}}' in allowUntyped.",
    suggestJson: 'Replace with z.json() (any JSON value, with a type).',
  },
  'valid-discriminated-union': {
    duplicateValue:
      "Discriminated union on '{{key}}': {{option}} repeats the value {{value}} of {{other}}. Zod 4 throws on the first parse (Zod 3 when the union is built); give each variant its own value.",
    missingKey:
      "Discriminated union on '{{key}}': {{option}} does not declare '{{key}}'. Zod throws when the union is built; add the key as a literal.",
    notLiteral:
      "Discriminated union on '{{key}}': in {{option}}, '{{key}}' is not a z.literal() or z.enum(), so Zod cannot dispatch on it. Use a literal or an enum.",
    notObjectZod3:
      "Discriminated union on '{{key}}': {{option}} is {{what}}, and Zod 3 takes only z.object() options (it reads '{{key}}' from each option's shape). " +
      'Zod 3 throws when the union is built. Make the option a z.object(), or list its own options in this union.',
    notDispatchable:
      "Discriminated union on '{{key}}': {{option}} is {{what}}, from which Zod cannot read '{{key}}' (Zod 4 reads it only from a z.object() or a discriminated union, also under .readonly(), z.lazy() or as a pipe's input). " +
      'Zod 4 throws on the first parse (Zod 3 when the union is built). Make the option a z.object() or a discriminated union; a wrapper such as .optional() goes on the whole union or on fields.',
  },
  'no-untraceable-variant': {
    untraceableOption:
      'This union option could not be traced ({{reason}}), so the zod-flatten rules did not check its fields.',
    untraceableMember:
      'Part of variant {{variant}} could not be traced ({{reason}}), so keys it adds were not checked.',
    typesOnly:
      'Variant {{variant}} was read from its TypeScript type, which does not show checks (.refine(), .trim(), bounds) or what a .transform() does: its types were compared, its checks and transforms were not.',
    untraceableField:
      "Field '{{path}}' of variant {{variant}} could not be traced ({{reason}}), so the zod-flatten rules did not check it.",
    typedField:
      "Field '{{path}}' of variant {{variant}} was read from its TypeScript type, which does not show checks (.refine(), .trim(), bounds) or what a .transform() does: its types were compared, its checks and transforms were not.",
    untraceableFieldMember:
      "Part of field '{{path}}' of variant {{variant}} could not be traced ({{reason}}), so keys it adds were not checked.",
    unreadableBound:
      "The argument of {{check}} on collided field '{{path}}' in variant {{variant}} could not be read{{why}}, so the field's {{keyword}} in that variant was not compared with the other variants'. Write the bound as a literal or a constant the rule can follow.",
  },
} as const satisfies Record<RuleId, Record<string, string>>;

/** Fills a template the way ESLint does: `{{name}}` is replaced by `data.name`. */
export function formatMessage(template: string, data: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/gu, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(data, name) ? data[name]! : whole,
  );
}

export function messageOf(finding: Finding): string {
  const templates: Record<string, string> = MESSAGES[finding.rule];
  const template = Object.hasOwn(templates, finding.messageId) ? templates[finding.messageId] : undefined;
  return template ? formatMessage(template, finding.data) : finding.messageId;
}
