// Container health probe for the api/worker image (the slim base image has no curl or wget).
// GET /api/health/ on this container's own port must answer 2xx. Every role serves it (APP_ROLE=worker serves
// nothing else); it answers 503 when the database or the job queue is down.
// Exit 0 = healthy, 1 = unhealthy (the reason goes to stderr and shows in `docker inspect`).
const TIMEOUT_MS = 4000;

function fail(reason) {
  console.error(`unhealthy: ${reason}`);
  process.exit(1);
}

setTimeout(() => fail(`no answer within ${TIMEOUT_MS} ms`), TIMEOUT_MS).unref();

const port = process.env.PORT?.trim() || '3000';
const configured = process.env.HOST?.trim();
// A wildcard bind address is reachable on loopback; a specific one is probed as configured.
let host = !configured || configured === '0.0.0.0' || configured === '::' ? '127.0.0.1' : configured;
if (host.includes(':') && !host.startsWith('[')) host = `[${host}]`;
const url = `http://${host}:${port}/api/health/`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS - 500) });
  const body = await response.text();
  if (!response.ok) fail(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  process.exit(0);
} catch (error) {
  fail(`${url}: ${error instanceof Error ? (error.cause?.message ?? error.message) : String(error)}`);
}
