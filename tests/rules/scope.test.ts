/**
 * settings['zod-flatten'].scope: 'tool-inputs' checks only unions that reach a tool's input,
 * followed through identifiers from the SDKs' sinks and the project's own.
 */
import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-hidden-collided-check.js';

const ruleTester = new RuleTester();
const toolScope = { 'zod-flatten': { scope: 'tool-inputs' } };

/** The union every case uses: `text` is trimmed in variant a only. */
const UNION = `const Op = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);`;

/** The report on `trim()` of line 4 (the union starts on line 3 of every case). */
const trimmed = {
  messageId: 'hiddenCheck' as const,
  line: 4,
  column: 53,
  endLine: 4,
  endColumn: 59,
};

function sinkCase(name: string, call: string) {
  return { name, code: `import { z } from 'zod';\nimport { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n${UNION}\n${call}\n`, settings: toolScope };
}

ruleTester.run('no-hidden-collided-check (scope)', rule, {
  valid: [
    { ...sinkCase('a union no sink receives is not checked', 'export const unused = Op;') },
    { ...sinkCase('a sink that receives another schema', "server.registerTool('t', { inputSchema: z.object({ q: z.string() }) }, async () => ({}));") },
    {
      ...sinkCase('an unknown sink name is not a sink', "defineTool({ input: Op });"),
    },
    // LangChain's options object is the second argument: a first one named `schema` is not it.
    { ...sinkCase('tool({ schema }) as the first argument is not LangChain\'s tool', 'export const t = tool({ schema: Op });') },
    { ...sinkCase('a class that is not a sink', 'export const t = new StructuredOutputParser({ schema: Op });') },
    { ...sinkCase('a condition between two other schemas', "const detailed = process.env.D === '1'; server.registerTool('t', { inputSchema: detailed ? { q: z.string() } : z.object({ r: z.string() }), outputSchema: Op }, async () => ({}));") },
    { ...sinkCase('a config in a constant whose input is another schema', "const config = { inputSchema: z.object({ q: z.string() }), outputSchema: Op }; server.registerTool('t', config, async () => ({}));") },
    // A member `.tool()` whose first argument is an options object is the AI SDK's form, read by its properties.
    { ...sinkCase('a member tool({ ... }) without an input property', 'export const t = ai.tool({ description: "x", examples: Op });') },
    { ...sinkCase('a sink\'s other properties are not its input', 'export const f = zodFunction({ name: "f", description: Op });') },
    // A tool class declares its input as an instance field named `schema`: nothing else is it.
    { ...sinkCase('a class that extends no tool base class', 'export class Search extends BaseThing { schema = Op; }') },
    { ...sinkCase('a tool class\'s other field', 'export class Search extends StructuredTool { name = "search"; examples = Op; schema = z.object({ q: z.string() }); }') },
    { ...sinkCase('a static schema field', 'export class Search extends MCPTool { static schema = Op; }') },
    { ...sinkCase('a class without a base class', 'export class Search { schema = Op; }') },
    // The tool advertises a string: the union behind the transform is parsed, never advertised.
    {
      ...sinkCase(
        'a union on the output side of a pipe is not advertised',
        "server.registerTool('t', { inputSchema: z.object({ ops: z.string().transform((text) => JSON.parse(text)).pipe(Op) }) }, async () => ({}));",
      ),
    },
    {
      name: 'the default scope checks every union, sink or not (valid neighbour of the scope cases)',
      code: `import { z } from 'zod';\n\n${UNION.replace('.trim()', '')}\nexport const unused = Op;\n`,
    },
  ],
  invalid: [
    { ...sinkCase('MCP SDK v1/v2 registerTool({ inputSchema })', "server.registerTool('t', { inputSchema: Op }, async () => ({}));"), errors: [trimmed] },
    { ...sinkCase('MCP SDK v1 server.tool(name, description, shape, cb)', "server.tool('t', 'desc', { op: Op }, async () => ({}));"), errors: [trimmed] },
    // Whichever schema a condition picks is advertised: both branches are the tool's input.
    { ...sinkCase('registerTool({ inputSchema: flag ? A : B })', "const detailed = process.env.D === '1'; server.registerTool('t', { inputSchema: detailed ? { op: Op } : { q: z.string() } }, async () => ({}));"), errors: [trimmed] },
    // Options written in a constant: their input property, once evaluated.
    { ...sinkCase('registerTool(name, config, cb) with the config in a constant', "const config = { title: 't', inputSchema: Op }; server.registerTool('t', config, async () => ({}));"), errors: [trimmed] },
    { ...sinkCase('tool(TOOLS.search) with the options in an object of tools', 'const TOOLS = { search: { inputSchema: Op } }; export const t = tool(TOOLS.search);'), errors: [trimmed] },
    // The name and the description are often constants: the form is told by its first argument.
    { ...sinkCase('server.tool(NAME, description, shape, cb)', "const NAME = 't'; server.tool(NAME, 'desc', { op: Op }, async () => ({}));"), errors: [trimmed] },
    { ...sinkCase('server.tool(NAMES.t, DESC, shape, cb)', "const NAMES = { t: 't' }; const DESC = 'd'; server.tool(NAMES.t, DESC, { op: Op }, async () => ({}));"), errors: [trimmed] },
    { ...sinkCase('Vercel AI SDK tool({ inputSchema })', 'export const t = tool({ description: "x", inputSchema: Op, execute: async () => 1 });'), errors: [trimmed] },
    { ...sinkCase('Vercel AI SDK v4 tool({ parameters })', 'export const t = tool({ parameters: z.object({ ops: z.array(Op) }) });'), errors: [trimmed] },
    { ...sinkCase('FastMCP addTool({ parameters })', "server.addTool({ name: 't', parameters: Op, execute: async () => '' });"), errors: [trimmed] },
    { ...sinkCase('Mastra createTool({ inputSchema })', "export const t = createTool({ id: 't', inputSchema: Op });"), errors: [trimmed] },
    { ...sinkCase('Vercel AI SDK dynamicTool({ inputSchema })', 'export const t = dynamicTool({ inputSchema: Op, execute: async () => 1 });'), errors: [trimmed] },
    { ...sinkCase('OpenAI SDK zodFunction({ parameters })', 'export const f = zodFunction({ name: "f", parameters: Op });'), errors: [trimmed] },
    { ...sinkCase('Anthropic SDK betaZodTool({ inputSchema })', 'export const t = betaZodTool({ name: "t", inputSchema: Op, run: () => "" });'), errors: [trimmed] },
    { ...sinkCase('LangChain tool(fn, { schema })', 'export const t = tool(async () => "", { name: "t", schema: Op });'), errors: [trimmed] },
    { ...sinkCase('LangChain new DynamicStructuredTool({ schema })', 'export const t = new DynamicStructuredTool({ name: "t", schema: Op, func: async () => "" });'), errors: [trimmed] },
    { ...sinkCase('Genkit ai.defineTool({ inputSchema }, fn)', 'export const t = ai.defineTool({ name: "t", inputSchema: Op }, async () => "");'), errors: [trimmed] },
    { ...sinkCase('LangChain class extends StructuredTool { schema }', 'export class Search extends StructuredTool { name = "search"; schema = Op; async _call() { return ""; } }'), errors: [trimmed] },
    { ...sinkCase('LangChain class extends tools.StructuredTool', 'export const Search = class extends tools.StructuredTool { schema = z.object({ ops: z.array(Op) }); };'), errors: [trimmed] },
    { ...sinkCase('mcp-framework class extends MCPTool { schema }', 'export default class Search extends MCPTool<Input> { name = "search"; schema = z.object({ op: Op }); }'), errors: [trimmed] },
    {
      ...sinkCase('mcp-framework\'s older { key: { type, description } } schema', 'export default class Search extends MCPTool { schema = { op: { type: Op, description: "what to do" } }; }'),
      errors: [trimmed],
    },
    {
      ...sinkCase('a base class the project declares', 'export class Search extends BaseTool { input = Op; }'),
      settings: { 'zod-flatten': { scope: 'tool-inputs', toolSinks: [{ name: 'BaseTool', field: 'input' }] } },
      errors: [trimmed],
    },
    {
      ...sinkCase('a sink the project declares', 'defineTool({ input: Op });'),
      settings: { 'zod-flatten': { scope: 'tool-inputs', toolSinks: [{ name: 'defineTool', argument: 0, property: 'input' }] } },
      errors: [trimmed],
    },
    // z.preprocess() advertises its target: the union is the tool's input.
    {
      ...sinkCase('a union behind z.preprocess() is advertised', "server.registerTool('t', { inputSchema: z.object({ ops: z.preprocess((value) => value, Op) }) }, async () => ({}));"),
      errors: [trimmed],
    },
    {
      name: 'the default scope checks a union no sink receives',
      code: `import { z } from 'zod';\n\n${UNION}\nexport const unused = Op;\n`,
      errors: [trimmed],
    },
  ],
});
