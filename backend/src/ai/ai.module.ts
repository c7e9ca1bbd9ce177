import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OpenAiProvider } from './adapters/openai.adapter';
import { AI_PROVIDER } from './ai-provider.port';

/**
 * The AI port (AI_PROVIDER) for every module that analyses or writes with a model. Global, like the config it
 * reads: personas and e-mail inject AI_PROVIDER without importing this module. Tests point OPENAI_BASE_URL at the
 * fake server (test/fakes/openai) or override AI_PROVIDER.
 */
@Global()
@Module({
  providers: [
    {
      provide: AI_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new OpenAiProvider(config.vendors.openai),
    },
  ],
  exports: [AI_PROVIDER],
})
export class AiModule {}
