/** The host names the company; calls that take a `domain` parameter send it (the server also reads the Host header). */
export function siteDomain(): string {
  return window.location.hostname;
}
