import { describe, expect, it } from 'vitest';
import { describeDevice } from './user-agent.js';

describe('describeDevice', () => {
  it('names the browser and the system of common user agents', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toBe('Microsoft Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'),
    ).toBe('Firefox on Linux');
    // Headless Chromium says Safari too; it is Chrome.
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
  });

  it('answers what it knows, or null', () => {
    expect(describeDevice('curl/8.5.0')).toBeNull();
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('Something (Android 14)')).toBe('Android');
  });
});
