import { IN_CI, probeMysql, probeRedis } from './support/services';

/** Probes the services once per run and says plainly what will be skipped (or, in CI, what will fail). */
export default async function globalSetup(): Promise<void> {
  const [mysql, redis] = await Promise.all([probeMysql(), probeRedis()]);
  for (const [name, reason] of [
    ['LEADSCOPE_TEST_MYSQL_MISSING', mysql],
    ['LEADSCOPE_TEST_REDIS_MISSING', redis],
  ] as const) {
    if (!reason) continue;
    process.env[name] = reason;
    console.warn(
      `\n${reason}\n${IN_CI ? 'CI=true: the suites that need it will FAIL.' : 'The suites that need it are SKIPPED (set CI=true to make them fail instead).'}\n`,
    );
  }
}
