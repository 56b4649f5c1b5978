// `web-ext lint` on the Firefox build: fails on any error, and on any warning that docs/development.md
// ("Firefox") does not name with its reason. Usage: node .ci/firefox-lint.mjs [dir] (default .output/firefox-mv3).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.output/firefox-mv3';
// The warnings docs/development.md names, by code and the bundle they come from (the file's content hash left out). Preact
// lands in whichever shared chunk the bundler names after one of its users, so its chunk is known by Preact's
// own innerHTML path (`dangerouslySetInnerHTML`) rather than by its name.
const NAMED = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^chunks\/[\w-]+\.js$/,
    contains: 'dangerouslySetInnerHTML',
    why: "Preact's innerHTML path",
  },
  { code: 'DANGEROUS_EVAL', file: /^background-main\.js$/, why: "zod's `new Function` probe (off: jitless)" },
];

let output;
try {
  output = execFileSync('npx', ['web-ext', 'lint', '--source-dir', dir, '--output', 'json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch (error) {
  // web-ext exits non-zero when it finds errors; its report is still on stdout.
  output = error.stdout;
}
const report = JSON.parse(output);
const unnamed = report.warnings.filter(
  (warning) =>
    !NAMED.some(
      (named) =>
        named.code === warning.code &&
        named.file.test(warning.file ?? '') &&
        (!named.contains || readFileSync(join(dir, warning.file), 'utf8').includes(named.contains)),
    ),
);
const line = (m) => `  ${m.code} ${m.file ?? ''}: ${m.message}`;
console.log(
  `web-ext lint ${dir}: ${report.summary.errors} errors, ${report.summary.warnings} warnings (${report.summary.warnings - unnamed.length} named in docs/development.md), ${report.summary.notices} notices`,
);
for (const error of report.errors) console.log(line(error));
for (const warning of unnamed) console.log(`${line(warning)}  <- not named in docs/development.md`);
if (report.errors.length > 0 || unnamed.length > 0) process.exit(1);
