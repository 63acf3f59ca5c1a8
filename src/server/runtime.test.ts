// Issue 13 item 10: the tests (and so start and CI, through npm scripts) run on the pinned Node 22.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};
const major = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);

describe('the runtime', () => {
  it('is the Node 22 LTS that package.json pins, also named by .nvmrc and engines', () => {
    const pinned = packageJson.dependencies.node!;
    expect(major(pinned)).toBe(22);
    expect(process.versions.node).toBe(pinned);
    expect(fs.readFileSync('.nvmrc', 'utf8').trim()).toBe('22');
    expect(packageJson.engines.node).toBe('>=22.12');
  });
});
