/**
 * The host name in what a person typed or pasted for a domain: `https://Go.Example.com/path`
 * gives `Go.Example.com`. Only the scheme and the path, query and fragment go: case and the one
 * trailing dot are the stored form's business (storedHostname), and a port or user name stays,
 * for the checks to refuse.
 */
export function hostnameFromInput(raw: string): string {
  return raw
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#][^]*$/, '');
}
