// Runs before every e2e file. Quiet logs unless asked for.
process.env.TEST_LOG_LEVEL ??= 'silent';
process.env.LOG_LEVEL ??= 'warn';
