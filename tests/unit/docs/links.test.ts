import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link of the README, the privacy policy and the guides resolves: its file exists and, when it
// names a heading (`#anchor`), that file has a heading of that GitHub slug. Links to other sites are not
// followed: a test cannot promise what another site serves.

const ROOT = process.cwd();
const DOCUMENTS = [
  'README.md',
  'PRIVACY.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks, which hold examples, not links or headings. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text outside code: fenced blocks and inline code spans. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs, the second of a name with `-1`, and so on. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown)
    .replace(/`([^`\n]*)`/g, '$1')
    .matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = githubSlug(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The targets of a file's inline links and images, as written. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** What is wrong with one relative link of `from` (a path from the root), or null when it resolves. */
function brokenLink(root: string, from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [path = '', anchor] = target.split('#', 2);
  const file = path === '' ? join(root, from) : resolve(dirname(join(root, from)), decodeURI(path));
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (anchor === undefined) return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md'))
    return `${target}: an anchor into a file that has no headings`;
  return anchorsOf(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor))
    ? null
    : `${target}: no heading #${anchor} in ${relative(root, file)}`;
}

describe('the links of the README and the guides', () => {
  it('reads every document there is', () => {
    expect(DOCUMENTS).toEqual(
      expect.arrayContaining([
        'README.md',
        'PRIVACY.md',
        'docs/user-guide.md',
        'docs/admin-guide.md',
        'docs/architecture.md',
        'docs/development.md',
        'docs/benchmarks.md',
      ]),
    );
  });

  it.each(DOCUMENTS)('%s: every relative link and anchor resolves', (document) => {
    const markdown = readFileSync(join(ROOT, document), 'utf8');
    const broken = linkTargets(markdown)
      .map((target) => brokenLink(ROOT, document, target))
      .filter((problem): problem is string => problem !== null);
    expect(broken).toEqual([]);
  });
});

describe('the link check itself', () => {
  it('makes the anchors GitHub makes', () => {
    expect([
      ...anchorsOf(
        "# Buyer Lens\n## The address bar: `bl`\n## My accounts: the rep's territory\n## Two\n## Two\n```\n# not a heading\n```\n",
      ),
    ]).toEqual(['buyer-lens', 'the-address-bar-bl', 'my-accounts-the-reps-territory', 'two', 'two-1']);
  });

  it('finds a missing file, a missing heading and a link inside code for what they are', () => {
    expect(brokenLink(ROOT, 'README.md', 'docs/no-such-guide.md')).toContain('no file docs/no-such-guide.md');
    expect(brokenLink(ROOT, 'README.md', 'docs/user-guide.md#no-such-heading')).toContain(
      'no heading #no-such-heading',
    );
    expect(brokenLink(ROOT, 'docs/user-guide.md', '#keyboard')).toBeNull();
    expect(brokenLink(ROOT, 'docs/user-guide.md', '../PRIVACY.md')).toBeNull();
    expect(brokenLink(ROOT, 'README.md', 'https://example.com/nowhere')).toBeNull();
    expect(linkTargets('see `[a](missing.md)` and [b](here.md)')).toEqual(['here.md']);
  });
});
