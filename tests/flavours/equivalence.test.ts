/**
 * Issue 6, Zod flavours: the same schemas written in Zod 3 and in zod/mini give exactly the
 * findings of their Zod 4 classic spelling, for all seven rules (the `strict` config).
 *
 * For every case (cases-v3.ts, cases-mini.ts), in every flavour:
 * - the invalid program gives the classic program's findings — rule, messageId, field path,
 *   variant labels — on the same lines and on the equivalent call (`trim` of `.trim()` and of
 *   `z.trim()`), and the valid neighbour gives none;
 * - the program, evaluated with the real Zod it imports (zod, zod/v3, zod/mini), gives the same
 *   findings through `checkFlatten`, so the equivalence holds against live Zod, not only against
 *   the static reading. Where the two legitimately differ the comparison is skipped, and the
 *   test's title says why.
 *
 * Zod 3 is checked three ways: imported as `zod/v3`, as `zod` in a zod@3 project, and through a
 * project module named in settings.zodImportSources. Nothing tells the rules which major `zod`
 * is (zodImportSources only adds sources, read like `zod`): the Zod 3 API is recognised on any
 * Zod import because its method names are Zod 4's (and its own spellings, `.augment()`,
 * `z.ostring()`, are known too), which the last two flavours prove, their live side running the
 * very same text against Zod 3.
 * zod/mini is checked as `import * as z` and as `import { z }`.
 */
import { describe, expect, it } from 'vitest';
import { PRELUDE, type FlavourCase, type Programs } from './case.js';
import { MINI_CASES } from './cases-mini.js';
import { V3_CASES } from './cases-v3.js';
import { lintProgram, liveKeys, staticKeys, type Settings, type StaticFinding } from './harness.js';

interface Flavour {
  readonly name: string;
  readonly imports: string;
  /** Modules the live side loads in place of the imported ones. */
  readonly aliases?: Readonly<Record<string, string>>;
  readonly settings?: Settings;
}

const CLASSIC: Flavour = { name: 'zod (classic)', imports: "import { z } from 'zod';" };
const V3: readonly Flavour[] = [
  { name: 'zod/v3', imports: "import { z } from 'zod/v3';" },
  { name: 'zod in a zod@3 project', imports: "import { z } from 'zod';", aliases: { zod: 'zod/v3' } },
  // A project's own module that re-exports Zod 3, named in settings.zodImportSources.
  { name: 'a zodImportSources module of Zod 3', imports: "import { z } from '#zod';", aliases: { '#zod': 'zod/v3' }, settings: { zodImportSources: ['#zod'] } },
];
const MINI: readonly Flavour[] = [
  { name: 'zod/mini as a namespace', imports: "import * as z from 'zod/mini';" },
  { name: 'zod/mini { z }', imports: "import { z } from 'zod/mini';" },
];

const source = (flavour: Flavour, body: string): string => `${flavour.imports}\n${PRELUDE}\n${body}`;

/** A finding as the comparison sees it, sorted; `calls` renames the other flavour's spelling. */
function located(findings: readonly StaticFinding[], calls: Readonly<Record<string, string>> = {}): string[] {
  return findings.map((f) => `${f.key} @${f.line} on ${Object.hasOwn(calls, f.call) ? calls[f.call] : f.call}`).sort();
}

/** Lints each program once, however many tests read it. */
function memo<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

/**
 * The live keys equal the static ones; or, where the case says why they cannot, they still
 * differ (or Zod refuses the program): a skip that no longer holds fails, so it is removed.
 */
function agreesUnless(reason: string | undefined, live: () => string[], statics: readonly string[]): void {
  if (!reason) {
    expect(live()).toEqual(statics);
    return;
  }
  let same = false;
  try {
    same = JSON.stringify(live()) === JSON.stringify(statics);
  } catch {
    same = false; // Zod rejected the program: there is nothing live to compare
  }
  expect(same, `the static and live findings agree now; remove the liveDiffers reason "${reason}"`).toBe(false);
}

function liveTitle(what: string, reason: string | undefined): string {
  return reason ? `${what} (not compared: ${reason})` : what;
}

function suite(title: string, cases: readonly FlavourCase[], flavours: readonly Flavour[]): void {
  describe(title, () => {
    describe.each(cases)('$name', (c) => {
      const classic = {
        invalid: memo(() => lintProgram(source(CLASSIC, c.classic.invalid))),
        valid: memo(() => lintProgram(source(CLASSIC, c.classic.valid))),
      };

      it('classic: the invalid program reports what the case expects, the neighbour nothing', () => {
        const keys = staticKeys(classic.invalid());
        for (const expected of c.expects) {
          const [rule, messageId] = expected.split('/');
          expect(keys.some((key) => key.startsWith(`${rule}|${messageId}|`)), `${expected} in ${keys.join(', ')}`).toBe(true);
        }
        // What the analysis could not read is never a silent pass: only where the case says so.
        if (!c.expects.some((e) => e.startsWith('no-untraceable-variant/'))) {
          expect(keys.filter((key) => key.startsWith('no-untraceable-variant|'))).toEqual([]);
        }
        expect(located(classic.valid())).toEqual([]);
      });

      it(liveTitle('classic: checkFlatten on real Zod agrees', c.liveDiffers?.classic), () => {
        agreesUnless(c.liveDiffers?.classic, () => liveKeys(source(CLASSIC, c.classic.invalid)), staticKeys(classic.invalid()));
        expect(liveKeys(source(CLASSIC, c.classic.valid))).toEqual([]);
      });

      describe.each(flavours)('$name', (flavour) => {
        const lint = (programs: Programs, which: keyof Programs) => lintProgram(source(flavour, programs[which]), flavour.settings);

        it('gives the classic findings, on the same lines and calls; the neighbour none', () => {
          expect(located(lint(c.other, 'invalid'), c.calls)).toEqual(located(classic.invalid()));
          expect(located(lint(c.other, 'valid'), c.calls)).toEqual([]);
        });

        it(liveTitle('checkFlatten on real Zod agrees', c.liveDiffers?.other), () => {
          const invalid = source(flavour, c.other.invalid);
          agreesUnless(c.liveDiffers?.other, () => liveKeys(invalid, flavour.aliases), staticKeys(lintProgram(invalid, flavour.settings)));
          expect(liveKeys(source(flavour, c.other.valid), flavour.aliases)).toEqual([]);
        });
      });
    });
  });
}

suite('Zod 3 and Zod 4 classic give the same findings', V3_CASES, V3);
suite('zod/mini and Zod 4 classic give the same findings', MINI_CASES, MINI);
