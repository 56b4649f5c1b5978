/**
 * `npx tsx tests/bench/vendor-search-bench.ts`: Research › Vendors filtering on a keystroke
 * (lib/research/vendor-search.ts), over the sandbox's reference vendor list and over a list of 2,000 vendors
 * made from it. Each keystroke of a few typed queries is timed after a warm-up, as the view runs it: the list
 * is indexed once, then filtered on every keystroke. Prints JSON; no browser needed.
 */
import type { VendorReferenceItem } from '../../lib/api/reference';
import { filterVendors, indexVendors } from '../../lib/research/vendor-search';
import { startSandbox } from '../../sandbox/app';
import { summarize } from './bench-browser';

const TYPED = ['northbeam.io', 'analytics north', 'relay', 'zzz'];
const ROUNDS = 40;

function keystrokes(text: string): string[] {
  return Array.from({ length: text.length + 1 }, (_, n) => text.slice(0, n));
}

function measure(vendors: VendorReferenceItem[]) {
  const indexStart = performance.now();
  const index = indexVendors(vendors);
  const indexMs = performance.now() - indexStart;
  const queries = TYPED.flatMap(keystrokes);
  for (const query of queries) filterVendors(index, query); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const query of queries) {
      const start = performance.now();
      filterVendors(index, query);
      times.push(performance.now() - start);
    }
  return { vendors: vendors.length, indexMs: Math.round(indexMs * 100) / 100, keystroke: summarize(times) };
}

const sandbox = await startSandbox({ port: 0 });
try {
  const response = await fetch(`${sandbox.url}/api/v1/vendors`, {
    headers: { Authorization: 'Token demo-full' },
  });
  const { data } = (await response.json()) as { data: VendorReferenceItem[] };
  const many = Array.from({ length: 2_000 }, (_, n) => {
    const vendor = data[n % data.length] as VendorReferenceItem;
    return { ...vendor, name: `${vendor.name} ${n}`, slug: `${vendor.slug}-${n}` };
  });
  console.log(JSON.stringify({ sandbox: measure(data), synthetic: measure(many) }, null, 2));
} finally {
  await sandbox.close();
}
