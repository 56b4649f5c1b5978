/**
 * Turns what a rep typed (a domain, a URL, an email address or a company name) into the `:id` that
 * `GET /api/v1/accounts/:id` resolves: a host for the first three, the name as typed otherwise.
 */
export function toAccountId(query: string): string {
  const text = query.trim();
  const email = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(text);
  if (email?.[1]) return stripWww(email[1].toLowerCase());
  if (/^https?:\/\//i.test(text)) {
    try {
      return stripWww(new URL(text).hostname);
    } catch {
      return text;
    }
  }
  // A bare host, possibly with a path: "acme.com/pricing".
  const bareHost = /^([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:[/?#].*)?$/i.exec(text);
  if (bareHost?.[1]) return stripWww(bareHost[1].toLowerCase());
  return text;
}

function stripWww(host: string): string {
  return host.replace(/^www\./, '');
}
