/**
 * Consumer sites a rep visits that are never a prospect worth a lookup: looking them up would only tell
 * the API where the rep browses. The CRMs, work apps (Slack, Notion, ...), search engines and webmail hosts are
 * in lib/detect/blocked-domains.ts (the detector refuses them too); this list adds the rest of everyday browsing.
 * Registrable domains; `*` stands for any public suffix (amazon.de, amazon.co.uk, ...).
 */
const CONSUMER_SITES: readonly string[] = [
  'amazon.*',
  'ebay.*',
  'etsy.com',
  'aliexpress.com',
  'walmart.com',
  'target.com',
  'ikea.com',
  'youtube.com',
  'youtu.be',
  'netflix.com',
  'spotify.com',
  'twitch.tv',
  'tiktok.com',
  'facebook.com',
  'instagram.com',
  'whatsapp.com',
  'messenger.com',
  'x.com',
  'twitter.com',
  'reddit.com',
  'pinterest.com',
  'tumblr.com',
  'quora.com',
  'medium.com',
  'substack.com',
  'wikipedia.org',
  'wikimedia.org',
  'imdb.com',
  'nytimes.com',
  'bbc.co.uk',
  'bbc.com',
  'cnn.com',
  'theguardian.com',
  'wsj.com',
  'bloomberg.com',
  'reuters.com',
  'weather.com',
  'booking.com',
  'airbnb.com',
  'tripadvisor.com',
  'expedia.com',
  'uber.com',
  'doordash.com',
  'paypal.com',
  'chase.com',
  'bankofamerica.com',
  'wellsfargo.com',
  'github.com',
  'gitlab.com',
  'stackoverflow.com',
  'zoom.us',
  'dropbox.com',
  'box.com',
  'apple.com',
  'icloud.com',
  'adobe.com',
  'canva.com',
  'figma.com',
  'chatgpt.com',
  'openai.com',
  'claude.ai',
  'duckduckgo.com',
];

/** True when a registrable domain is on the consumer list. */
export function isConsumerSite(domain: string): boolean {
  const label = domain.split('.')[0] ?? '';
  return CONSUMER_SITES.some((entry) =>
    entry.endsWith('.*') ? entry.slice(0, -2) === label : entry === domain,
  );
}
