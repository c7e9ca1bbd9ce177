import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { AI_PROVIDER, AiProvider } from '../ai/ai-provider.port';
import { aiNotConfigured } from '../ai/ai.errors';
import { EMAIL_TYPES, emailTask } from '../ai/prompts/email.v1';
import { badRequest } from '../common/app-exception';
import { NO_TRANSACTION } from '../database/save-options';
import type { Persona } from '../linkedin/entities/persona.entity';
import { personaNotFound } from '../linkedin/linkedin.errors';
import { resultIdOf } from '../linkedin/persona-input';
import { PersonaStore } from '../linkedin/persona-store.service';
import type { GenerateEmailDto } from './dto/email.dto';
import { GeneratedEmail } from './entities/generated-email.entity';

/**
 * Outreach e-mails from a stored persona: generated once per (persona, type, variation) and served again on
 * repeat; a new variation makes a new one. Free of charge.
 */
@Injectable()
export class EmailService {
  constructor(
    @InjectRepository(GeneratedEmail) private readonly emails: Repository<GeneratedEmail>,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly personas: PersonaStore,
  ) {}

  async generate(userId: number, dto: GenerateEmailDto) {
    const persona = await this.personaOf(userId, dto);
    const emailType = dto.emailType;
    const variation = dto.variation ?? 1;
    const key = { persona_id: persona.id, email_type: emailType, variation };
    let email = await this.emails.findOne({ where: key });
    const cached = Boolean(email);
    if (!email) {
      if (!this.ai.configured) throw aiNotConfigured();
      const result = await this.ai.run(
        emailTask({
          persona: persona.analysis,
          linkedinData: persona.linkedin_data,
          name: persona.name,
          company: persona.company,
          emailType,
          variation,
        }),
      );
      email = await this.store({
        ...key,
        subject: result.value.subject.slice(0, 500),
        body: result.value.body,
        personalization_applied: result.value.personalization_applied,
        model: result.model.slice(0, 100),
        prompt_version: result.version.slice(0, 30),
        created_at: new Date(),
      });
    }
    return {
      success: true as const,
      email: { subject: email.subject, body: email.body, personalization_applied: email.personalization_applied },
      email_type: emailType,
      email_type_label: EMAIL_TYPES[emailType],
      variation,
      persona_id: persona.id,
      cached,
    };
  }

  /** Two identical requests at once both generate; the first stored wins and both answer it. */
  private async store(row: Omit<GeneratedEmail, 'id'>): Promise<GeneratedEmail> {
    try {
      return await this.emails.save(this.emails.create(row), NO_TRANSACTION);
    } catch (error) {
      if (!(error instanceof QueryFailedError)) throw error;
      const existing = await this.emails.findOne({
        where: { persona_id: row.persona_id, email_type: row.email_type, variation: row.variation },
      });
      if (!existing) throw error;
      return existing;
    }
  }

  private async personaOf(userId: number, dto: GenerateEmailDto): Promise<Persona> {
    if (dto.personaId !== undefined) return this.personas.get(userId, dto.personaId);
    if (dto.resultId === undefined) throw badRequest('invalid_input', 'Send personaId or resultId');
    const id = resultIdOf(dto.resultId);
    const persona = id === null ? undefined : (await this.personas.forResults(userId, [id])).get(id);
    if (!persona) throw personaNotFound();
    return persona;
  }
}
