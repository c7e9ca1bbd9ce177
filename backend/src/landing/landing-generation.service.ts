import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { AI_PROVIDER, AiProvider, AiTask } from '../ai/ai-provider.port';
import { aiNotConfigured } from '../ai/ai.errors';
import { landingDesignTask, landingTask } from '../ai/prompts/landing.v1';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NO_TRANSACTION } from '../database/save-options';
import type { GenerateLandingDto, RegenerateLandingDto } from './dto/landing.dto';
import { LandingGeneration } from './entities/landing-generation.entity';
import { DESIGN_STYLE_ID, renderLanding, THEME_STYLE_ID } from './html/render-landing';
import { themeCss, withDefaults } from './html/theme';
import { LandingHtml } from './landing-html.service';
import { GenerationLimitException, invalidModel } from './landing.errors';

const HOUR_MS = 60 * 60 * 1000;

/**
 * AI landing pages: generate (content in a fixed template) and regenerate (new design, same content). Free, but
 * each user may run LANDING_AI_PER_HOUR of them per rolling hour, counted in the database so every API process
 * sees the same count; a generation that fails does not count.
 */
@Injectable()
export class LandingGenerationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectRepository(LandingGeneration) private readonly generations: Repository<LandingGeneration>,
    private readonly html: LandingHtml,
  ) {}

  async generate(userId: number, dto: GenerateLandingDto) {
    const model = this.modelOf(dto.model);
    const baseHtml = dto.base_html?.trim() ? this.html.clean(dto.base_html) : null;
    const theme = withDefaults(dto.theme);
    const result = await this.run(userId, landingTask({ prompt: dto.prompt, baseHtml, model }));
    const html = this.html.clean(renderLanding(result.value, theme));
    return { success: true as const, html, model: result.model };
  }

  async regenerate(userId: number, dto: RegenerateLandingDto) {
    const model = this.modelOf(undefined);
    const current = this.html.clean(dto.html);
    const result = await this.run(userId, landingDesignTask({ html: current, prompt: dto.prompt, model }));
    const html = this.html.clean(current, {
      styles: { [THEME_STYLE_ID]: themeCss(withDefaults(result.value.theme)), [DESIGN_STYLE_ID]: result.value.css },
    });
    return { success: true as const, html, model: result.model };
  }

  private modelOf(requested: string | undefined): string {
    const allowed = this.config.landing.models;
    const model = requested?.trim() || allowed[0];
    if (!allowed.includes(model)) throw invalidModel(model, allowed);
    return model;
  }

  private async run<T>(userId: number, task: AiTask<T>) {
    if (!this.ai.configured) throw aiNotConfigured();
    const slot = await this.reserve(userId);
    try {
      return await this.ai.run(task);
    } catch (error) {
      await this.generations.delete({ id: slot });
      throw error;
    }
  }

  /**
   * Records the generation first and counts after, so two requests at once cannot both take the last slot;
   * over the limit, the row goes again and the answer says when the oldest generation of the hour expires.
   */
  private async reserve(userId: number): Promise<number> {
    const now = Date.now();
    const limit = this.config.landing.aiPerHour;
    const row = await this.generations.save(
      this.generations.create({ user_id: userId, created_at: new Date(now) }),
      NO_TRANSACTION,
    );
    const since = new Date(now - HOUR_MS);
    const count = await this.generations.count({ where: { user_id: userId, created_at: MoreThan(since) } });
    if (count <= limit) return row.id;
    await this.generations.delete({ id: row.id });
    const oldest = await this.generations.findOne({
      where: { user_id: userId, created_at: MoreThan(since) },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    const expires = oldest ? new Date(oldest.created_at).getTime() + HOUR_MS : now + HOUR_MS;
    throw new GenerationLimitException(Math.max(1, Math.ceil((expires - now) / 1000)), limit);
  }
}
