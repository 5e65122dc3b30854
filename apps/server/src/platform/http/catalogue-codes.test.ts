import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';

// Issue 23, part 2: a client written against the catalogue reacts to its codes, so each code of
// its table that Hondana defines is raised where its condition happens (the server's code names
// it, and a test expects it), or docs/decisions.md says why that condition cannot happen here.

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const nameOf = new Map(Object.entries(ErrorCode).map(([name, code]) => [code as number, name]));

/** The codes of the catalogue's table (catalogue-codes.txt), ranges as the codes we define. */
function catalogueCodes(): number[] {
  const text = readFileSync(new URL('./catalogue-codes.txt', import.meta.url), 'utf8');
  const codes = new Set<number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.includes('|')) continue;
    for (const part of line.split('|')[0]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number) as [number, number | undefined];
      for (let code = from; code <= (to ?? from); code++) if (nameOf.has(code)) codes.add(code);
    }
  }
  return [...codes].sort((a, b) => a - b);
}

/** The codes docs/decisions.md gives a reason for, in its table "Catalogue codes Hondana does not raise". */
function codesWithReasons(): Map<number, string> {
  const text = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
  const start = text.indexOf('## Catalogue codes Hondana does not raise');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  const reasons = new Map<number, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !/^\d/.test(cells[1]!)) continue;
    for (const code of cells[1]!.split(',')) reasons.set(Number(code.trim()), cells[2]!);
  }
  return reasons;
}

function textOf(dir: string, keep: (file: string) => boolean): string {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

const isTest = (name: string) => /\.(test|e2e)\.ts$/.test(name);
const serverCode = textOf('apps/server/src', (name) => name.endsWith('.ts') && !isTest(name));
const testCode = [
  textOf('apps/server/src', isTest),
  textOf('apps/web/e2e', isTest),
  textOf('apps/web/src', isTest),
].join('\n');
const names = (code: number) => new RegExp(`ErrorCode\\.${nameOf.get(code)}\\b`);
/** A test expects the code by its name, or by its number in an assertion on a status. */
const expects = (code: number) =>
  names(code).test(testCode) ||
  new RegExp(`(toBe\\(|status: |status === )${code}\\b`).test(testCode);

describe('the catalogue’s codes (issue 23, part 2)', () => {
  const reasons = codesWithReasons();

  it('raises each code of the catalogue where its condition happens, or says why not', () => {
    const unaccounted = catalogueCodes()
      .filter((code) => !reasons.has(code))
      .flatMap((code) => {
        if (!names(code).test(serverCode)) return [`${code} ${nameOf.get(code)}: never raised`];
        if (!expects(code)) return [`${code} ${nameOf.get(code)}: no test expects it`];
        return [];
      });
    expect(unaccounted).toEqual([]);
  });

  it('gives a reason only for codes that are not raised, each with its reason', () => {
    const defined = new Set(catalogueCodes());
    const stale = [...reasons].flatMap(([code, reason]) => {
      if (!defined.has(code)) return [`${code}: not a code of the catalogue`];
      if (reason.length < 20) return [`${code}: no reason given`];
      return names(code).test(serverCode) && expects(code)
        ? [`${code} ${nameOf.get(code)}: raised and tested, take it off the list`]
        : [];
    });
    expect(stale).toEqual([]);
  });
});
