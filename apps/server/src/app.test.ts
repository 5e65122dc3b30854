import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverModules } from './app.js';

const modulesDir = fileURLToPath(new URL('./modules', import.meta.url));

/** The module folders a module's code (tests aside) imports, from its import statements. */
function importedModules(folder: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.ts$/.test(entry.name) &&
        !/(\.test|\.fixture|-test-helpers)\.ts$/.test(entry.name)
      ) {
        const source = readFileSync(file, 'utf8');
        // '../company/…' from a module's folder, '../../company/…' from a folder within it.
        for (const match of source.matchAll(/from '(?:\.\.\/)+([a-z-]+)\//g)) {
          const name = match[1]!;
          if (name !== folder) found.add(name);
        }
      }
    }
  };
  walk(path.join(modulesDir, folder));
  return found;
}

describe('the module list of app.ts', () => {
  it('lists every module folder once, each after the modules its code uses', () => {
    const order = serverModules.map((module) => module.name);
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...order].sort()).toEqual([...folders].sort());
    const upward: string[] = [];
    for (const [position, name] of order.entries()) {
      for (const used of importedModules(name)) {
        if (order.indexOf(used) > position) upward.push(`${name} → ${used}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
