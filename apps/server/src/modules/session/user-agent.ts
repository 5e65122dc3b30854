import Bowser from 'bowser';

/**
 * A short name for the device of a session ("Microsoft Edge on Windows"), enough for a person to
 * tell their sessions apart. User agents lie in layers (Edge says Chrome, Chrome says Safari),
 * so a maintained parser reads them; null when it recognises neither browser nor system.
 */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  // Bowser names an unknown agent by its first token ("curl"): that is not a browser's name.
  const browserName = browser.version ? browser.name || null : null;
  const systemName = os.name || null;
  if (browserName && systemName) return `${browserName} on ${systemName}`;
  return browserName ?? systemName;
}
