/**
 * The host name in what a person typed or pasted for a domain: `https://Go.Example.com/path`
 * gives `go.example.com`. Only the scheme, the path, query and fragment, case and one trailing
 * dot go; a port or user name stays, for the checks to refuse.
 */
export function hostnameFromInput(raw: string): string {
  return raw
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#][^]*$/, '')
    .toLowerCase()
    .replace(/\.$/, '');
}
