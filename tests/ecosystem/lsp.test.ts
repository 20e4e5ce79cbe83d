/**
 * The plugin in an editor: the real ESLint language server of `vscode-langservers-extracted`
 * (the server of the VS Code ESLint extension, packaged as `vscode-eslint-language-server
 * --stdio`, which nvim-lspconfig's `eslint` config starts) is run over stdio against a temporary
 * project that installs the plugin the way a user does (`eslint.config.js` importing
 * `@typescript-eslint/parser` and `eslint-plugin-zod-flatten`).
 *
 * The client below is a minimal LSP client (JSON-RPC 2.0 with `Content-Length` framing, no
 * packages). It answers the server's `workspace/configuration` requests with VS Code-style
 * settings (in one test, nvim-lspconfig's defaults), opens a `.ts` document with a risky collided
 * field, pulls the diagnostics (`textDocument/diagnostic`, the only way this server reports them)
 * and asserts them exactly; then edits the document (`textDocument/didChange`) and asserts the
 * diagnostic is gone.
 *
 * How the server (4.10.0, lib/eslint-language-server/eslint.js) loads ESLint, and what the tests
 * below measure with ESLint 10:
 * - with `experimental.useFlatConfig: false` it resolves `eslint` from the working directory; when
 *   the module exports `loadESLint` (ESLint ≥ 8.57, so ESLint 10) it calls it and instantiates the
 *   class it returns, whatever `useESLintClass` says;
 * - with `experimental.useFlatConfig: true` it resolves `eslint/use-at-your-own-risk` and looks
 *   for a `FlatESLint` class there, which ESLint 10 no longer exports: validation is switched off,
 *   and the document gets no diagnostics at all.
 *
 * Every request has a timeout, and the server is shut down (`shutdown`, `exit`, then SIGKILL if it
 * has not exited) after each test, so nothing can hang.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ESLINT_CONFIG,
  FIXED_SOURCE,
  REPO_NODE_MODULES,
  RISKY_MESSAGE,
  RISKY_SOURCE,
  RULE_ID,
  assertBuilt,
  linkNodeModules,
  makeTempDir,
  removeDir,
  writeFiles,
} from './installed-project.js';
import { onlyOnESLint } from '../helpers/eslint-version.js';

const SERVER_ENTRY = join(REPO_NODE_MODULES, 'vscode-langservers-extracted/lib/eslint-language-server/eslintServer.js');
const REQUEST_TIMEOUT_MS = 30_000;
const EXIT_TIMEOUT_MS = 5_000;
/** Above the sum of the request timeouts a test can wait on, so those fire first, with the server log. */
const TEST_TIMEOUT_MS = 120_000;

// ---- a minimal LSP client ----------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Message {
  jsonrpc: '2.0';
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

interface Pending {
  method: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type ServerRequestHandler = (params: unknown) => unknown;

class LspClient {
  private buffer: Buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly handlers = new Map<string, ServerRequestHandler>();
  private readonly exited: Promise<number | null>;
  private hasExited = false;
  /** window/logMessage and window/showMessage texts, and the server's stderr, for assertions and failure output. */
  readonly log: string[] = [];
  /** Every request and notification the server sent, by method, in order. */
  readonly received: { method: string; params: unknown }[] = [];

  constructor(private readonly proc: ChildProcessWithoutNullStreams) {
    proc.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    proc.stderr.on('data', (chunk: Buffer) => this.log.push(`[stderr] ${chunk.toString('utf8')}`));
    this.exited = new Promise((resolve) => {
      proc.on('exit', (code) => {
        this.hasExited = true;
        for (const [id, pending] of this.pending) {
          clearTimeout(pending.timer);
          pending.reject(new Error(`server exited (code ${code}) before answering ${pending.method}\n${this.transcript()}`));
          this.pending.delete(id);
        }
        resolve(code);
      });
    });
    proc.on('error', (error) => this.log.push(`[spawn error] ${error.message}`));
  }

  /** Answers the server's requests for `method` (a result, or a thrown error sent back as an error). */
  onRequest(method: string, handler: ServerRequestHandler): void {
    this.handlers.set(method, handler);
  }

  request<T>(method: string, params: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no answer to ${method} within ${timeoutMs} ms\n${this.transcript()}`));
      }, timeoutMs);
      this.pending.set(id, { method, resolve: resolve as (value: unknown) => void, reject, timer });
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** `shutdown` then `exit`, as a client does; SIGKILL when the server does not exit in time. */
  async close(): Promise<number | null> {
    if (!this.hasExited) {
      try {
        await this.request('shutdown', null, EXIT_TIMEOUT_MS);
        this.notify('exit', null);
      } catch {
        // fall through to the kill below
      }
    }
    return this.waitForExit(EXIT_TIMEOUT_MS);
  }

  kill(): void {
    if (!this.hasExited) this.proc.kill('SIGKILL');
  }

  private async waitForExit(timeoutMs: number): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const result = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      this.proc.kill('SIGKILL');
      await this.exited;
      throw new Error(`server did not exit within ${timeoutMs} ms after shutdown/exit; killed`);
    }
    return result;
  }

  transcript(): string {
    return `--- server log ---\n${this.log.join('\n')}`;
  }

  private send(message: Message): void {
    if (this.hasExited) throw new Error(`server has exited; cannot send ${message.method ?? 'a response'}`);
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.proc.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.proc.stdin.write(body);
  }

  /** Content-Length framing: the header counts bytes of the UTF-8 body, not characters. */
  private onData(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const header = this.buffer.subarray(0, headerEnd).toString('ascii');
      const match = /^Content-Length: *(\d+)$/im.exec(header);
      if (!match) {
        this.log.push(`[client] frame without Content-Length: ${JSON.stringify(header)}`);
        this.buffer = this.buffer.subarray(headerEnd + 4);
        continue;
      }
      const start = headerEnd + 4;
      const end = start + Number(match[1]);
      if (this.buffer.length < end) return;
      const body = this.buffer.subarray(start, end).toString('utf8');
      this.buffer = this.buffer.subarray(end);
      this.dispatch(JSON.parse(body) as Message);
    }
  }

  private dispatch(message: Message): void {
    if (message.method === undefined) {
      // a response to one of our requests
      const pending = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
      if (!pending || typeof message.id !== 'number') return;
      this.pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.error) {
        pending.reject(new Error(`${pending.method} failed: ${message.error.code} ${message.error.message}\n${this.transcript()}`));
      } else {
        pending.resolve(message.result);
      }
      return;
    }
    this.received.push({ method: message.method, params: message.params });
    if (message.method === 'window/logMessage' || message.method === 'window/showMessage') {
      this.log.push(`[${message.method}] ${(message.params as { message: string }).message}`);
    }
    if (message.id === undefined || message.id === null) return; // a notification
    const handler = this.handlers.get(message.method);
    if (!handler) {
      this.send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `client does not handle ${message.method}` } });
      return;
    }
    try {
      this.send({ jsonrpc: '2.0', id: message.id, result: (handler(message.params) ?? null) as Json });
    } catch (error) {
      this.send({ jsonrpc: '2.0', id: message.id, error: { code: -32603, message: String(error) } });
    }
  }
}

// ---- the ESLint server, its settings -----------------------------------------------------------

type Settings = Record<string, Json>;

/**
 * Settings that make the server run ESLint 10 on every change, as a VS Code-like client answers
 * `workspace/configuration` (section ''). Every key the server reads is here (`experimental` and `problems` must be
 * objects: it reads `experimental.useFlatConfig` and `problems.shortenToSingleLine` without a
 * guard). `packageManager` is left out on purpose: then the server has no global-modules
 * fallback, so ESLint must resolve from the project.
 */
function explicitSettings(workspaceUri: string): Settings {
  return {
    validate: 'on',
    useESLintClass: true,
    useFlatConfig: true,
    experimental: { useFlatConfig: false },
    run: 'onType',
    nodePath: null,
    workingDirectory: { mode: 'location' },
    problems: { shortenToSingleLine: false },
    codeAction: {
      disableRuleComment: { enable: true, location: 'separateLine', commentStyle: 'line' },
      showDocumentation: { enable: true },
    },
    codeActionOnSave: { mode: 'all' },
    format: false,
    quiet: false,
    onIgnoredFiles: 'off',
    options: {},
    rulesCustomizations: [],
    workspaceFolder: { name: 'project', uri: workspaceUri },
  };
}

/**
 * nvim-lspconfig's `eslint` settings (lsp/eslint.lua) since neovim/nvim-lspconfig#4329 (February
 * 2026), which stopped switching `experimental.useFlatConfig` on when an eslint.config.* exists;
 * `before_init` adds `workspaceFolder`. Note `useESLintClass = false` and `experimental = {}`.
 */
function nvimLspconfigSettings(workspaceUri: string): Settings {
  return {
    validate: 'on',
    useESLintClass: false,
    experimental: {},
    codeActionOnSave: { enable: false, mode: 'all' },
    format: true,
    quiet: false,
    onIgnoredFiles: 'off',
    rulesCustomizations: [],
    run: 'onType',
    problems: { shortenToSingleLine: false },
    nodePath: '',
    workingDirectory: { mode: 'auto' },
    codeAction: { disableRuleComment: { enable: true, location: 'separateLine' }, showDocumentation: { enable: true } },
    workspaceFolder: { uri: workspaceUri, name: 'project' },
  };
}

interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity?: number;
  code?: string | number;
  codeDescription?: { href: string };
  source?: string;
  message: string;
}

interface DocumentDiagnosticReport {
  kind: 'full' | 'unchanged';
  items: Diagnostic[];
}

const DiagnosticSeverity = { Error: 1, Warning: 2 } as const;
/** The rule's `meta.docs.url`, which the server passes on as the diagnostic's `codeDescription`. */
const RULE_DOCS_URL = 'https://github.com/eslint-plugin-zod-flatten/eslint-plugin-zod-flatten/blob/main/docs/rules/no-hidden-collided-check.md';

let projectDir: string | undefined;
let client: LspClient | undefined;

beforeAll(() => {
  assertBuilt();
});

afterEach(async () => {
  try {
    if (client && process.env.ZOD_FLATTEN_LSP_DEBUG) console.info(client.transcript());
    const start = Date.now();
    if (client) await client.close();
    if (process.env.ZOD_FLATTEN_LSP_DEBUG) console.info(`[lsp] shutdown + exit in ${Date.now() - start} ms`);
  } finally {
    client?.kill();
    client = undefined;
    removeDir(projectDir);
    projectDir = undefined;
  }
});

/** A temporary project with the plugin "installed", the server started on it and initialized. */
async function startServer(settingsFor: (workspaceUri: string) => Settings = explicitSettings): Promise<{ lsp: LspClient; dir: string; fileUri: string; configurations: unknown[] }> {
  const dir = makeTempDir('zod-flatten-lsp-');
  projectDir = dir;
  // Only what eslint.config.js and the linted file need; the server itself is not in the project.
  linkNodeModules(dir, ['eslint', '@typescript-eslint', 'zod', 'typescript']);
  writeFiles(dir, {
    'package.json': JSON.stringify({ name: 'lsp-project', private: true, type: 'module' }, null, 2),
    'eslint.config.js': ESLINT_CONFIG,
    'src/broadcast-tool.ts': RISKY_SOURCE,
  });
  const workspaceUri = pathToFileURL(dir).href;
  const fileUri = pathToFileURL(join(dir, 'src/broadcast-tool.ts')).href;

  const proc = spawn(process.execPath, [SERVER_ENTRY, '--stdio'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lsp = new LspClient(proc);
  client = lsp;

  const configurations: unknown[] = [];
  lsp.onRequest('workspace/configuration', (params) => {
    configurations.push(params);
    const { items } = params as { items: { scopeUri?: string; section?: string }[] };
    return items.map(() => settingsFor(workspaceUri));
  });
  lsp.onRequest('client/registerCapability', () => null);
  lsp.onRequest('client/unregisterCapability', () => null);
  lsp.onRequest('window/workDoneProgress/create', () => null);
  lsp.onRequest('workspace/diagnostic/refresh', () => null);
  // The server's own requests to its VS Code client, when it cannot find ESLint or a config.
  lsp.onRequest('eslint/noLibrary', () => ({}));
  lsp.onRequest('eslint/noConfig', () => ({}));
  lsp.onRequest('eslint/probeFailed', () => ({}));
  lsp.onRequest('eslint/confirmESLintExecution', () => 4 /* approved */);

  const init = await lsp.request<{ capabilities: { diagnosticProvider?: unknown; textDocumentSync?: unknown } }>('initialize', {
    processId: process.pid,
    clientInfo: { name: 'zod-flatten-lsp-test' },
    rootUri: workspaceUri,
    workspaceFolders: [{ uri: workspaceUri, name: 'project' }],
    capabilities: {
      workspace: { configuration: true, workspaceFolders: true, diagnostics: { refreshSupport: true } },
      textDocument: {
        synchronization: { dynamicRegistration: false, didSave: true },
        diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false },
        publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true },
      },
    },
    initializationOptions: {},
  });
  expect(init.capabilities.diagnosticProvider).toEqual({ identifier: 'eslint', interFileDependencies: false, workspaceDiagnostics: false });
  lsp.notify('initialized', {});
  return { lsp, dir, fileUri, configurations };
}

function open(lsp: LspClient, uri: string, text: string): void {
  lsp.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'typescript', version: 1, text } });
}

function pull(lsp: LspClient, uri: string): Promise<DocumentDiagnosticReport> {
  return lsp.request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
}

/** The text a range covers, LSP positions being 0-based lines and UTF-16 characters. */
function textAt(text: string, range: Diagnostic['range']): string {
  const lines = text.split('\n');
  expect(range.start.line).toBe(range.end.line);
  return (lines[range.start.line] ?? '').slice(range.start.character, range.end.character);
}

// ---- tests ---------------------------------------------------------------------------------------

describe('vscode-eslint-language-server (vscode-langservers-extracted 4.10.0) with ESLint 10', () => {
  onlyOnESLint(
    [10],
    "asserts the server's log of loading ESLint 10 (node_modules/eslint/lib/api.js, 'ESLint version 10.x only supports flat configs'); on ESLint 9 the library is node_modules/eslint9 and the next test checks the diagnostics",
  )('reports the collided .trim() on the marker, and clears it once the field is fixed', async () => {
    const t0 = Date.now();
    const { lsp, fileUri, configurations } = await startServer();
    open(lsp, fileUri, RISKY_SOURCE);

    const report = await pull(lsp, fileUri);
    const tFirst = Date.now();
    expect(report.kind).toBe('full');
    expect(report.items, lsp.transcript()).toEqual([
      {
        message: RISKY_MESSAGE,
        severity: DiagnosticSeverity.Error,
        source: 'eslint',
        code: RULE_ID,
        codeDescription: { href: RULE_DOCS_URL },
        // `trim()` of `.trim()` in line 4 (ESLint 4:57-4:63, 1-based) is LSP 3:56-3:62 (0-based).
        range: { start: { line: 3, character: 56 }, end: { line: 3, character: 62 } },
      },
    ]);
    expect(textAt(RISKY_SOURCE, report.items[0]!.range)).toBe('trim()');

    // The server asked for its settings for this document, and loaded the project's ESLint 10.
    expect(configurations).toContainEqual({ items: [{ scopeUri: fileUri, section: '' }] });
    expect(lsp.log.join('\n')).toMatch(/ESLint library loaded from: .*\/node_modules\/eslint\/lib\/api\.js/);
    expect(lsp.log.join('\n')).toMatch(/ESLint version 10\.\d+\.\d+ only supports flat configs\. Setting is ignored\./);

    // Fix the field as one types it: insert `.trim()` into the setButton variant (line 5, 0-based 4).
    const line = RISKY_SOURCE.split('\n')[4]!;
    const character = line.indexOf('.max(64)');
    expect(line.slice(0, character) + '.trim()' + line.slice(character)).toBe(FIXED_SOURCE.split('\n')[4]);
    lsp.notify('textDocument/didChange', {
      textDocument: { uri: fileUri, version: 2 },
      contentChanges: [{ range: { start: { line: 4, character }, end: { line: 4, character } }, text: '.trim()' }],
    });
    const afterFix = await pull(lsp, fileUri);
    expect(afterFix, lsp.transcript()).toEqual({ kind: 'full', items: [] });

    // And back: undo the edit, the finding returns (the server re-lints the edited text, not the file on disk).
    lsp.notify('textDocument/didChange', {
      textDocument: { uri: fileUri, version: 3 },
      contentChanges: [{ range: { start: { line: 4, character }, end: { line: 4, character: character + '.trim()'.length } }, text: '' }],
    });
    const afterUndo = await pull(lsp, fileUri);
    expect(afterUndo.items.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([[RULE_ID, 3, 56]]);

    const tEnd = Date.now();
    lsp.notify('textDocument/didClose', { textDocument: { uri: fileUri } });
    expect(await lsp.close()).toBe(0); // `shutdown` answered, then `exit` with code 0
    console.info(
      `[lsp] first diagnostics after ${tFirst - t0} ms (spawn, initialize, ESLint load, lint); ` +
        `two more pulls in ${tEnd - tFirst} ms; shutdown/exit in ${Date.now() - tEnd} ms`,
    );
  }, TEST_TIMEOUT_MS);

  it("also works with nvim-lspconfig's default settings (useESLintClass: false: the server prefers eslint.loadESLint)", async () => {
    const { lsp, fileUri } = await startServer(nvimLspconfigSettings);
    open(lsp, fileUri, RISKY_SOURCE);
    const report = await pull(lsp, fileUri);
    expect(report.items.map((d) => [d.code, d.severity, d.message, d.range]), lsp.transcript()).toEqual([
      [RULE_ID, DiagnosticSeverity.Error, RISKY_MESSAGE, { start: { line: 3, character: 56 }, end: { line: 3, character: 62 } }],
    ]);
  }, TEST_TIMEOUT_MS);

  onlyOnESLint(
    [10],
    'ESLint 10 behaviour: ESLint 9 still exports FlatESLint from eslint/use-at-your-own-risk, so the server lints',
  )('cannot load ESLint 10 with experimental.useFlatConfig: true (no FlatESLint export): no diagnostics at all', async () => {
    // What nvim-lspconfig sent before #4329 whenever it found an eslint.config.*, and what VS Code's
    // deprecated `eslint.experimental.useFlatConfig: true` sends.
    const { lsp, fileUri } = await startServer((uri) => ({ ...explicitSettings(uri), experimental: { useFlatConfig: true } }));
    open(lsp, fileUri, RISKY_SOURCE);
    const report = await pull(lsp, fileUri);
    expect(report).toEqual({ kind: 'full', items: [] });
    expect(lsp.log.join('\n')).toMatch(/The eslint library loaded from .*\/node_modules\/eslint\/lib\/unsupported-api\.js doesn't export a FlatESLint class\./);
  }, TEST_TIMEOUT_MS);
});
