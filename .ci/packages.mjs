// `npm run zip`: the store packages, reproducibly. Builds the production extension (no sandbox address, no
// key: nothing a test or the demo bakes in) for Chrome and Firefox into a folder of its own, then zips:
//   buyer-lens-<version>-chrome.zip   Chrome Web Store
//   buyer-lens-<version>-edge.zip     Edge Add-ons (the same MV3 build: docs/admin-guide.md, "Packages")
//   buyer-lens-<version>-firefox.zip  addons.mozilla.org
//   buyer-lens-<version>-sources.zip  the sources AMO reviewers rebuild it from (every file git tracks)
// Every entry has a fixed date (SOURCE_DATE_EPOCH, else 1980-01-01), fixed permissions and a sorted place, so
// two runs on the same tree give byte-identical zips (tests/packages/packages.test.ts).
// Usage: node .ci/packages.mjs [out dir] (default .output/packages).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import JSZip from 'jszip';

const out = resolve(process.argv[2] ?? '.output/packages');
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const epoch = Number(process.env.SOURCE_DATE_EPOCH ?? 315532800); // 1980-01-01, the oldest date a zip holds
// JSZip writes DOS times in local time: the date is shifted so that every time zone writes the same bytes.
const date = new Date(epoch * 1000 + new Date(epoch * 1000).getTimezoneOffset() * 60_000);

/** Every file under a folder, relative, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split('\\').join('/'))
    .sort();
}

async function zip(files, read, target) {
  const archive = new JSZip();
  for (const path of files)
    archive.file(path, read(path), { date, unixPermissions: 0o644, createFolders: false });
  const bytes = await archive.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
    platform: 'UNIX',
  });
  writeFileSync(target, bytes);
  return {
    file: relative(process.cwd(), target),
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

const buildDir = mkdtempSync(join(tmpdir(), 'buyer-lens-packages-'));
try {
  // The production build: no address or key baked in (lib/shared/storage-items.ts, defaultSettings).
  // BUYER_LENS_STORE_BUILD: https hosts only, no sandbox grant (wxt.config.ts).
  const env = {
    ...process.env,
    BUYER_LENS_OUT_DIR: buildDir,
    NODE_ENV: 'production',
    BUYER_LENS_STORE_BUILD: '1',
  };
  delete env.WXT_API_BASE_URL;
  delete env.WXT_API_KEY;
  execFileSync('npx', ['wxt', 'build'], { env, stdio: 'ignore' });
  execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], { env, stdio: 'ignore' });
  mkdirSync(out, { recursive: true });
  const name = (kind) => join(out, `buyer-lens-${version}-${kind}.zip`);
  const fromDir = (dir) => (path) => readFileSync(join(dir, path));
  const chrome = join(buildDir, 'chrome-mv3');
  const firefox = join(buildDir, 'firefox-mv3');
  const sources = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
  const made = [
    await zip(filesUnder(chrome), fromDir(chrome), name('chrome')),
    await zip(filesUnder(chrome), fromDir(chrome), name('edge')),
    await zip(filesUnder(firefox), fromDir(firefox), name('firefox')),
    await zip(sources, fromDir('.'), name('sources')),
  ];
  for (const { file, bytes, sha256 } of made) console.log(`${file}  ${bytes} bytes  sha256 ${sha256}`);
} finally {
  rmSync(buildDir, { recursive: true, force: true });
}
