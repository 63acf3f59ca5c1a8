import cluster from 'node:cluster';
import { loadConfig, StartError } from './config';

// The entry point. A cluster's primary only forks and watches: it loads the config and nothing of
// the server, whose module graph (about 50 MB) each server process loads for itself.
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runProcesses(config.webConcurrency);
  const { startServer } = await import('./start-server');
  await startServer(config);
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many servers, which share the port
 * (node:cluster) and everything else through the database (jobs, caches' change feed, sessions, rate
 * limits); it replaces one that dies, and stops them all on SIGTERM or SIGINT.
 */
function runProcesses(count: number): void {
  let isStopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, performance.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // A process that dies right after its start would die again: stop rather than loop.
    const isQuick = performance.now() - (startedAt.get(worker.id) ?? 0) < 10_000;
    quickDeaths = isQuick ? quickDeaths + 1 : 0;
    if (quickDeaths >= 3) {
      console.error(
        '\nLevada could not start: its server processes end as they start (see above).\n',
      );
      isStopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    console.error(
      `A server process ended (${signal ?? `code ${code}`}); starting another in its place`,
    );
    fork();
  });
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Starting ${count} server processes on one port (WEB_CONCURRENCY)`);
  for (let i = 0; i < count; i++) fork();
}

main().catch((error: unknown) => {
  if (error instanceof StartError) {
    console.error(`\nLevada could not start.\n${error.message}\n`);
  } else {
    console.error('Levada could not start:', error);
  }
  process.exit(1);
});
