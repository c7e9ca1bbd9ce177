import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { MoreThan, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NO_TRANSACTION } from '../database/save-options';
import type { SubmissionsPageDto } from './dto/landing.dto';
import { LandingSubmission } from './entities/landing-submission.entity';
import { LandingTemplate } from './entities/landing-template.entity';
import { sanitizeLanding } from './html/sanitize-landing';
import { LandingTemplatesService } from './landing-templates.service';
import { submissionsCsv } from './submissions-csv';

/** Limits of one submission: fields, name and value sizes, and the whole. */
export const SUBMIT_LIMITS = { fields: 50, nameChars: 100, valueBytes: 2048, totalBytes: 16 * 1024 };
/** Submissions one client address may make per minute, over all pages. */
export const SUBMITS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
const REFERRER_MAX = 500;

/** A refusal of the public submit endpoint, rendered as an HTML page by the controller. */
export class SubmitRefused extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly heading: string,
    readonly text: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(text);
  }
}

export const submitTooLarge = () =>
  new SubmitRefused(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'Message too long',
    `The form is too large: at most ${SUBMIT_LIMITS.fields} fields of ${SUBMIT_LIMITS.valueBytes / 1024} KB each and ${SUBMIT_LIMITS.totalBytes / 1024} KB in all. Please shorten it and try again.`,
  );

/** Published pages as visitors see them, the forms they post, and the owner's view of what was posted. */
@Injectable()
export class LandingSubmissionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(LandingTemplate) private readonly templates: Repository<LandingTemplate>,
    @InjectRepository(LandingSubmission) private readonly submissions: Repository<LandingSubmission>,
    private readonly owners: LandingTemplatesService,
  ) {}

  /**
   * The published page with every form posting back to us; null when the slug is unknown or unpublished. A
   * sandboxed page's form post carries no Referer, so where the visitor came from rides along in the action.
   */
  async publishedPage(slug: string, cameFrom: string | null): Promise<string | null> {
    const template = await this.published(slug);
    if (!template) return null;
    const ref = cameFrom ? `?ref=${encodeURIComponent(cameFrom.slice(0, REFERRER_MAX))}` : '';
    // Stored pages were size-checked when saved; the rewritten actions must not turn one away here.
    return sanitizeLanding(template.html, { formAction: `/p/${slug}/submit${ref}` });
  }

  async published(slug: string): Promise<LandingTemplate | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(slug)) return null;
    return this.templates.findOne({ where: { slug } });
  }

  ipHash(ip: string): string {
    return createHmac('sha256', this.config.auth.jwtSecret).update(`landing-submit:${ip}`).digest('hex');
  }

  /** Throws SubmitRefused (429) when this address has posted SUBMITS_PER_MINUTE times within the last minute. */
  async checkRate(ipHash: string): Promise<void> {
    const since = new Date(Date.now() - MINUTE_MS);
    const recent = await this.submissions.count({ where: { ip_hash: ipHash, created_at: MoreThan(since) } });
    if (recent >= SUBMITS_PER_MINUTE) {
      throw new SubmitRefused(
        HttpStatus.TOO_MANY_REQUESTS,
        'Too many messages',
        'You have sent several messages in a short time. Please wait a minute and try again.',
        60,
      );
    }
  }

  async store(template: LandingTemplate, raw: Record<string, unknown>, referrer: string | null, ipHash: string) {
    const fields = normaliseFields(raw);
    await this.submissions.save(
      this.submissions.create({
        template_id: template.id,
        fields,
        referrer: referrer ? referrer.slice(0, REFERRER_MAX) : null,
        ip_hash: ipHash,
        created_at: new Date(),
      }),
      NO_TRANSACTION,
    );
  }

  async list(userId: number, id: number, query: SubmissionsPageDto) {
    const template = await this.owners.owned(userId, id);
    const [rows, total] = await this.submissions.findAndCount({
      where: { template_id: template.id },
      order: { id: 'DESC' },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    });
    return {
      success: true as const,
      submissions: rows.map((row) => ({
        id: row.id,
        created_at: new Date(row.created_at).toISOString(),
        fields: row.fields,
        referrer: row.referrer,
      })),
      total,
    };
  }

  async csv(userId: number, id: number): Promise<{ filename: string; body: string }> {
    const template = await this.owners.owned(userId, id);
    const rows = await this.submissions.find({ where: { template_id: template.id }, order: { id: 'ASC' } });
    const body = submissionsCsv(
      rows.map((row) => ({
        created_at: new Date(row.created_at).toISOString(),
        referrer: row.referrer,
        fields: row.fields,
      })),
    );
    const date = new Date().toISOString().slice(0, 10);
    return { filename: `landing_submissions_${template.id}_${date}.csv`, body };
  }
}

/** name → value, repeated names joined with ", "; refuses what is over SUBMIT_LIMITS (413) or empty (400). */
export function normaliseFields(raw: Record<string, unknown>): Record<string, string> {
  // A Map, not an object: a field named __proto__ must stay a field.
  const fields = new Map<string, string>();
  let total = 0;
  const entries = Object.entries(raw);
  if (entries.length > SUBMIT_LIMITS.fields) throw submitTooLarge();
  for (const [rawName, rawValue] of entries) {
    const name = rawName.trim().slice(0, SUBMIT_LIMITS.nameChars);
    if (!name) continue;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map((value) =>
      typeof value === 'string' ? value : '',
    );
    const value = values.join(', ');
    const bytes = Buffer.byteLength(name) + Buffer.byteLength(value);
    if (Buffer.byteLength(value) > SUBMIT_LIMITS.valueBytes) throw submitTooLarge();
    total += bytes;
    if (total > SUBMIT_LIMITS.totalBytes) throw submitTooLarge();
    fields.set(name, value);
  }
  if (!fields.size) {
    throw new SubmitRefused(
      HttpStatus.BAD_REQUEST,
      'Empty form',
      'The form was empty. Please fill it in and try again.',
    );
  }
  return Object.fromEntries(fields);
}
