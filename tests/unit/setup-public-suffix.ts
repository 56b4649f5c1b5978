// The background's Public Suffix List is a script of its own in the browser (lib/detect/public-suffix.ts):
// unit tests install it as that script does (entrypoints/public-suffix.ts).
import { parse } from 'tldts-icann';
import { PUBLIC_SUFFIX_GLOBAL } from '@/lib/detect/public-suffix';

(globalThis as Record<string, unknown>)[PUBLIC_SUFFIX_GLOBAL] = parse;
