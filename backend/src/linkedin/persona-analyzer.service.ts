import { Inject, Injectable } from '@nestjs/common';
import { AI_PROVIDER, AiProvider } from '../ai/ai-provider.port';
import { PersonaInput, personaTask } from '../ai/prompts/persona.v1';
import { ChargeOptions, CreditsService } from '../billing/credits.service';
import type { Persona, PersonaSource } from './entities/persona.entity';
import type { LinkedInData } from './linkedin-data';
import { PersonaDraft, PersonaStore } from './persona-store.service';

export interface AnalysisSubject {
  source: PersonaSource;
  input: PersonaInput;
  /** Stored with the persona and answered as its linkedin_data. */
  data: LinkedInData;
  inputHash: string;
}

/**
 * Analyse → store → charge one credit, once. The charge is keyed by the stored analysis ('persona:<id>'), so it
 * can never be taken twice for one analysis; when it cannot be taken (the balance went short meanwhile) the
 * analysis is removed again and the 402 passes on. A failed analysis stores nothing and costs nothing.
 */
@Injectable()
export class PersonaAnalyzer {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly store: PersonaStore,
    private readonly credits: CreditsService,
  ) {}

  get configured(): boolean {
    return this.ai.configured;
  }

  async analyse(userId: number, subject: AnalysisSubject, options: ChargeOptions = {}): Promise<Persona> {
    const persona = await this.store.save(userId, await this.draft(subject));
    try {
      await this.credits.charge(userId, `persona:${persona.id}`, 1, chargeDescription(persona), options);
    } catch (error) {
      await this.store.remove(persona.id);
      throw error;
    }
    return persona;
  }

  /** The AI's analysis of the subject, ready to store; stores and charges nothing (the pipeline does). */
  async draft(subject: AnalysisSubject): Promise<Omit<PersonaDraft, 'user_id'>> {
    const result = await this.ai.run(personaTask(subject.input));
    const data = subject.data;
    return {
      linkedin_url: data.linkedin_url,
      input_hash: subject.inputHash,
      source: subject.source,
      name: data.name,
      company: data.current_company_name ?? data.current_company?.name ?? null,
      linkedin_data: data,
      analysis: result.value,
      model: result.model.slice(0, 100),
      prompt_version: result.version.slice(0, 30),
    };
  }
}

export const chargeDescription = (persona: Pick<Persona, 'name' | 'linkedin_url'>) =>
  `Persona analysis: ${persona.name ?? persona.linkedin_url ?? 'pasted text'}`.slice(0, 250);
