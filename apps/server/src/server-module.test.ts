import { describe, expect, it } from 'vitest';
import { composeModules, type Ports, type ServerModule } from './server-module.js';

// The services registry is typed by the real modules; these tests name their own keys.
const ports = {} as Ports;
const provide = (name: string, services: Record<string, unknown>): ServerModule => ({
  name,
  create: () => ({ services }),
});
const use = (name: string, key: string): ServerModule => ({
  name,
  create: (_ports, services) => {
    void (services as unknown as Record<string, unknown>)[key];
    return {};
  },
});

describe('composing modules in floor order', () => {
  it('gives a module the services of the modules listed before it', async () => {
    const seen: unknown[] = [];
    const reader: ServerModule = {
      name: 'reader',
      create: (_ports, services) => {
        seen.push((services as unknown as Record<string, unknown>).clocks);
        return { routes: [async () => {}] };
      },
    };
    const composed = await composeModules(
      [provide('time', { clocks: 'the clock' }), reader],
      ports,
    );
    expect(seen).toEqual(['the clock']);
    expect(composed.routes).toHaveLength(1);
  });

  it('stops at start when a module uses a service of a module listed after it', async () => {
    await expect(
      composeModules([use('reader', 'clocks'), provide('time', { clocks: 1 })], ports),
    ).rejects.toThrow(
      "module 'reader' uses the service 'clocks', which no module listed before it provides",
    );
  });

  it('refuses a service provided twice', async () => {
    await expect(
      composeModules([provide('a', { clocks: 1 }), provide('b', { clocks: 2 })], ports),
    ).rejects.toThrow("module 'b' provides 'clocks' again");
  });

  it('resolves a service asked for later at call time, and stops at start when none provides it', async () => {
    let lookUp: (() => unknown) | null = null;
    const lower: ServerModule = {
      name: 'lower',
      create: (_ports, _services, later) => {
        lookUp = later('companies');
        return {};
      },
    };
    await composeModules([lower, provide('upper', { companies: 'all of them' })], ports);
    expect(lookUp!()).toBe('all of them');
    await expect(composeModules([lower], ports)).rejects.toThrow(
      "module 'lower' uses the service 'companies', which no module provides",
    );
  });

  it('closes modules in reverse order', async () => {
    const closed: string[] = [];
    const closing = (name: string): ServerModule => ({
      name,
      create: () => ({ close: async () => void closed.push(name) }),
    });
    const composed = await composeModules([closing('low'), closing('high')], ports);
    await composed.close();
    expect(closed).toEqual(['high', 'low']);
  });
});
