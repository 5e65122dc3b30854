import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox('a'.repeat(40));

  it('opens what it sealed and never stores the plain text', () => {
    const sealed = box.seal('client-secret-123');
    expect(sealed).not.toContain('client-secret-123');
    expect(box.open(sealed)).toBe('client-secret-123');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('x');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow();
  });
});
