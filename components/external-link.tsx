import type { ComponentChildren } from 'preact';

/** Only http(s) URLs become links: anything else from the API or a page is shown as plain text. */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link that opens in a new tab, or its text alone when the URL is not http(s). */
export function ExternalLink({ href, children }: { href: string; children: ComponentChildren }) {
  const safe = safeHttpUrl(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
