import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';
import { keepYoungGenerationFlagToMainThread } from './config/young-generation';

async function main(): Promise<void> {
  keepYoungGenerationFlagToMainThread();
  const config = loadConfig();
  const logger = new Logger('LeadScope');
  const app = await createApp(config);
  if (config.auth.jwtSecretSource === 'generated') {
    logger.warn(`JWT_SECRET is not set: using a generated secret kept in ${config.dataDir}/jwt-secret`);
  }
  await app.listen(config.http.port, config.http.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.http.port;
  logger.log(
    `${config.role === 'worker' ? 'Worker' : 'API'} ready on http://localhost:${port} ` +
      `(database ${config.database.driver}, jobs ${config.redis ? 'bull' : 'inline'}, role ${config.role})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
