// Prints one "suite: N passed, N failed" line per suite from the reporters' JSON files.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.ci-out';
const lines = [];
const failures = [];
const firstLine = (messages) =>
  String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
// A runner that failed with no failed test in its report (an unhandled rejection between tests, a
// teardown) counts one failure, named, so that a red run never shows only "0 failed".
const countFailedExit = (suite) => {
  const file = path.join(dir, `${suite}.exit`);
  if (!fs.existsSync(file)) return;
  const code = Number(fs.readFileSync(file, 'utf8').trim());
  const at = lines.findIndex((l) => l.startsWith(`${suite}:`));
  if (code === 0 || at < 0 || !/ 0 failed$/.test(lines[at])) return;
  lines[at] = lines[at].replace(/ 0 failed$/, ' 1 failed');
  failures.push(
    `${suite} ✗ the runner exited with ${code} though no test failed: look in its log for "Unhandled" or "Error"`,
  );
};
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return null;
  }
};

for (const file of [
  'typecheck.txt',
  'lint.txt',
  'format.txt',
  'postgres.txt',
  'web-build.txt',
  'bundle-budget.txt',
]) {
  if (fs.existsSync(path.join(dir, file)))
    lines.push(fs.readFileSync(path.join(dir, file), 'utf8').trim());
}

for (const [suite, file] of [
  ['pglite', 'vitest-pglite.json'],
  ['postgres', 'vitest-postgres.json'],
]) {
  const report = read(file);
  if (report) {
    // A file that failed outside its tests (a hook, an import) has no failed test: it counts as one.
    const failedFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed'),
    ).length;
    const failed = report.numFailedTests + failedFiles;
    lines.push(`${suite}: ${report.numPassedTests} passed, ${failed} failed`);
    // Name what failed here too: a long run's log is often read from its end only.
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const test of tests)
        failures.push(`${suite} ✗ ${where} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
      if (file.status === 'failed' && tests.length === 0)
        failures.push(`${suite} ✗ ${where}: ${firstLine([file.message])}`);
    }
    countFailedExit(suite);
  } else if (!lines.some((l) => l.startsWith(`${suite}:`))) {
    lines.push(`${suite}: 0 passed, 1 failed`);
  }
}

const e2e = read('playwright.json');
if (e2e?.stats) {
  const passed = e2e.stats.expected + (e2e.stats.flaky ?? 0);
  const failed = e2e.stats.unexpected + (e2e.errors?.length ?? 0);
  lines.push(`e2e: ${passed} passed, ${failed} failed`);
  countFailedExit('e2e');
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failures.push(
            `e2e ✗ ${[...titles, spec.title].filter(Boolean).join(' › ')} (${test.projectName})`,
          );
  };
  for (const suite of e2e.suites ?? []) walk(suite, []);
} else {
  lines.push('e2e: 0 passed, 1 failed');
}

console.log('\n== summary');
for (const line of lines) console.log(line);
// Each step's wall time, written by scripts/test-all.sh.
const times = fs.existsSync(path.join(dir, 'times.txt'))
  ? fs.readFileSync(path.join(dir, 'times.txt'), 'utf8').trim().split('\n')
  : [];
if (times.length) console.log('\n== time');
for (const line of times) {
  const [, name, seconds] = /^(.*) (\d+)$/.exec(line) ?? [];
  if (name)
    console.log(`${name}: ${Math.floor(Number(seconds) / 60)} min ${Number(seconds) % 60} s`);
}
if (failures.length) console.log(['', 'failed:', ...failures].join('\n'));
const anyFailed = lines.some((l) => !/ 0 failed$/.test(l));
const noneRan = lines.every((l) => /: 0 passed/.test(l));
process.exit(anyFailed || noneRan ? 1 : 0);
