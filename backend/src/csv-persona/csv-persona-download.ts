import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PersonaAnalysis } from '../ai/prompts/persona.v1';
import { forEachConcurrently } from '../common/concurrency';
import { CSV_BOM, csvLine } from '../common/csv-export';
import { EmailService } from '../email/email.service';
import type { Persona } from '../linkedin/entities/persona.entity';
import type { LinkedInData } from '../linkedin/linkedin-data';
import { PersonaStore } from '../linkedin/persona-store.service';
import { CsvPersonaService } from './csv-persona.service';
import { CsvPersonaRow } from './entities/csv-persona-row.entity';

export const DOWNLOAD_COLUMNS = [
  'linkedin_url',
  'first_name',
  'last_name',
  'status',
  'error',
  'name',
  'headline',
  'company',
  'location',
  'profile_summary',
  'communication_style',
  'personae',
  'accuracy',
  'risk_appetite',
  'decision_drivers',
  'preferred_channels',
  'suggested_tone',
  'ice_breakers',
  'topics',
  'what_to_avoid',
  'persona_id',
] as const;
const EMAIL_COLUMNS = ['email_subject', 'email_body'] as const;

const PERSONA_CHUNK = 500;
const EMAIL_CONCURRENCY = 5;

const list = (items: string[] | undefined) => (items ?? []).join('; ');

function personaCells(persona: Persona | undefined, scraped: LinkedInData | null): unknown[] {
  const data: LinkedInData | null = persona?.linkedin_data ?? scraped;
  const a: PersonaAnalysis | undefined = persona?.analysis;
  const style = a?.communication_style;
  return [
    data?.name ?? persona?.name ?? '',
    data?.position ?? '',
    data?.current_company_name ?? data?.current_company?.name ?? persona?.company ?? '',
    data?.location ?? data?.city ?? '',
    a?.profile_summary ?? '',
    style ? [style.style, style.information_preference, style.response_pattern].filter(Boolean).join('; ') : '',
    a?.enhanced_persona.personae ?? '',
    a ? a.enhanced_persona.personae_accuracy : '',
    a?.enhanced_persona.appetite_for_risk ?? '',
    list(a?.enhanced_persona.decision_making_drivers),
    list(a?.enhanced_persona.preferred_channels),
    a?.enhanced_persona.suggested_email_tone ?? '',
    list(a?.ice_breakers),
    list(a?.topics_of_interest),
    list(a?.persona.messaging_tone.avoid_topics),
    persona?.id ?? '',
  ];
}

/** GET /csv-persona/download/{id}/: one line per input data row, in input order (docs/api-csv-persona.md). */
@Injectable()
export class CsvPersonaDownload {
  constructor(
    @InjectRepository(CsvPersonaRow) private readonly rows: Repository<CsvPersonaRow>,
    private readonly service: CsvPersonaService,
    private readonly personas: PersonaStore,
    private readonly emails: EmailService,
  ) {}

  async build(userId: number, id: string, includeEmail: boolean): Promise<{ fileName: string; body: string }> {
    const session = await this.service.own(userId, id);
    const rows = await this.rows.find({ where: { session_id: id }, order: { position: 'ASC' } });
    const byPosition = new Map(rows.map((row) => [row.position, row]));
    const ids = [
      ...new Set(rows.flatMap((row) => (row.persona_id && row.state === 'completed' ? [row.persona_id] : []))),
    ];
    const personas = new Map<number, Persona>();
    for (let start = 0; start < ids.length; start += PERSONA_CHUNK) {
      for (const [key, value] of await this.personas.byIds(userId, ids.slice(start, start + PERSONA_CHUNK))) {
        personas.set(key, value);
      }
    }
    const emails = includeEmail ? await this.coldOutreach(userId, [...personas.keys()]) : new Map();

    let body = CSV_BOM + csvLine(includeEmail ? [...DOWNLOAD_COLUMNS, ...EMAIL_COLUMNS] : [...DOWNLOAD_COLUMNS]);
    for (const input of rows) {
      const row = input.kind === 'duplicate' ? (byPosition.get(input.duplicate_of ?? -1) ?? input) : input;
      const status = input.kind === 'invalid' ? 'invalid' : row.state;
      const persona = row.state === 'completed' && row.persona_id ? personas.get(row.persona_id) : undefined;
      const scraped = row.scraped ? (JSON.parse(row.scraped) as LinkedInData) : null;
      const cells = [
        input.linkedin_url,
        input.first_name ?? '',
        input.last_name ?? '',
        status,
        row.error ?? '',
        ...personaCells(persona, scraped),
      ];
      if (includeEmail) {
        const email = persona ? emails.get(persona.id) : undefined;
        cells.push(email?.subject ?? '', email?.body ?? '');
      }
      body += csvLine(cells);
    }
    const date = new Date().toISOString().slice(0, 10);
    return { fileName: `persona_analysis_${session.id}_${date}.csv`, body };
  }

  /** Cold Outreach (type 1, variation 1) per persona through the e-mail service, so each is generated once. */
  private async coldOutreach(userId: number, ids: number[]) {
    const found = new Map<number, { subject: string; body: string }>();
    await forEachConcurrently(ids, EMAIL_CONCURRENCY, async (personaId) => {
      try {
        const answer = await this.emails.generate(userId, { personaId, emailType: 1, variation: 1 });
        found.set(personaId, answer.email);
      } catch {
        // An e-mail that cannot be written leaves its cells empty; the analyses are still worth downloading.
      }
    });
    return found;
  }
}
