import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PrivatePostgres = {
  /** postgres://… of its `postgres` database (trust authentication, user app). */
  url: string;
  /** A URL of another (new, empty) database on it. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
  start(): void;
  close(): void;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * A PostgreSQL server of this test's own (Debian's binaries), which it may stop and start: the shared
 * test server must never be restarted under the other engineers' runs. initdb refuses root, so as
 * root the server runs as the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const version = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0]!;
  const bin = (name: string) => path.join('/usr/lib/postgresql', version, 'bin', name);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    if (!isRoot) return execFileSync(command, args, { stdio: 'pipe' });
    const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  };
  const port = await freePort();
  run(bin('initdb'), [
    '-D',
    data,
    '-U',
    'app',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () =>
    run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return `postgres://app@127.0.0.1:${port}/${name}`;
    },
    stop() {
      stop();
    },
    start() {
      start();
    },
    close() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
