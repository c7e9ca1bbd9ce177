import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { In, QueryFailedError, Repository } from 'typeorm';
import { badRequest } from '../common/app-exception';
import { NO_TRANSACTION } from '../database/save-options';
import type { CreateTemplateDto, UpdateTemplateDto } from './dto/landing.dto';
import { LandingTemplateVersion } from './entities/landing-template-version.entity';
import { LandingTemplate } from './entities/landing-template.entity';
import { htmlBytes } from './html/sanitize-landing';
import { LandingHtml } from './landing-html.service';
import {
  DuplicateNameException,
  NOTHING_TO_SAVE,
  NOTHING_TO_UPDATE,
  templateNotFound,
  versionNotFound,
} from './landing.errors';

export const VERSIONS_KEPT = 20;
const NAME_MAX = 200;
export const DEFAULT_TEMPLATE_NAME = 'Untitled';

/** The spec: an empty name becomes 'Untitled'; names compare trimmed and case-insensitively. */
export function templateName(raw: string | undefined | null): { name: string; key: string } {
  const name = (raw ?? '').trim().slice(0, NAME_MAX) || DEFAULT_TEMPLATE_NAME;
  return { name, key: name.toLowerCase() };
}

/** MySQL keeps whole seconds: answer the time as it is stored, so a later read says the same. */
const storedNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && /unique|duplicate/i.test(error.message);

/** Template ids come from the path: anything but a positive whole number is simply not found. */
export function templateIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw templateNotFound();
  return id;
}

/** A user's landing templates: CRUD with unique names, the last 20 versions of each, and publishing. */
@Injectable()
export class LandingTemplatesService {
  constructor(
    @InjectRepository(LandingTemplate) private readonly templates: Repository<LandingTemplate>,
    @InjectRepository(LandingTemplateVersion) private readonly versions: Repository<LandingTemplateVersion>,
    private readonly html: LandingHtml,
  ) {}

  view(template: LandingTemplate) {
    return { ...this.summary(template), html: template.html };
  }

  summary(template: LandingTemplate) {
    return {
      id: template.id,
      name: template.name,
      updated_at: new Date(template.updated_at).toISOString(),
      published: Boolean(template.slug),
      public_url: template.slug ? this.html.publicUrl(template.slug) : null,
    };
  }

  async list(userId: number) {
    const rows = await this.templates.find({
      where: { user_id: userId },
      select: { id: true, name: true, updated_at: true, slug: true },
      order: { updated_at: 'DESC', id: 'DESC' },
    });
    return { success: true as const, templates: rows.map((row) => this.summary(row)) };
  }

  async owned(userId: number, id: number): Promise<LandingTemplate> {
    const template = await this.templates.findOne({ where: { id, user_id: userId } });
    if (!template) throw templateNotFound();
    return template;
  }

  async get(userId: number, id: number) {
    return { success: true as const, template: this.view(await this.owned(userId, id)) };
  }

  /** 201 for a new template; with upsert, a name clash updates that template (200, updated: true). */
  async create(userId: number, dto: CreateTemplateDto) {
    const html = this.cleanOrRefuse(dto.html, NOTHING_TO_SAVE);
    const { name, key } = templateName(dto.name);
    const existing = await this.templates.findOne({ where: { user_id: userId, name_key: key } });
    if (existing) {
      if (!dto.upsert) throw new DuplicateNameException(existing.id);
      const template = await this.change(existing, { name, key, html });
      return { status: 200, body: { success: true as const, template: this.view(template), updated: true as const } };
    }
    const now = storedNow();
    try {
      const template = await this.templates.save(
        this.templates.create({
          user_id: userId,
          name,
          name_key: key,
          html,
          slug: null,
          created_at: now,
          updated_at: now,
        }),
        NO_TRANSACTION,
      );
      return { status: 201, body: { success: true as const, template: this.view(template) } };
    } catch (error) {
      // Two saves of one name at once: the second meets the unique index.
      const winner = isUniqueViolation(error)
        ? await this.templates.findOne({ where: { user_id: userId, name_key: key } })
        : null;
      if (!winner) throw error;
      if (!dto.upsert) throw new DuplicateNameException(winner.id);
      const template = await this.change(winner, { name, key, html });
      return { status: 200, body: { success: true as const, template: this.view(template), updated: true as const } };
    }
  }

  async update(userId: number, id: number, dto: UpdateTemplateDto) {
    const template = await this.owned(userId, id);
    const html = dto.html === undefined ? template.html : this.cleanOrRefuse(dto.html, NOTHING_TO_UPDATE);
    const { name, key } =
      dto.name === undefined ? { name: template.name, key: template.name_key } : templateName(dto.name);
    if (key !== template.name_key) await this.refuseClash(userId, key, id);
    const changed = await this.change(template, { name, key, html });
    return { success: true as const, template: this.view(changed) };
  }

  async remove(userId: number, id: number) {
    const template = await this.owned(userId, id);
    await this.templates.delete({ id: template.id });
    return { success: true as const };
  }

  async listVersions(userId: number, id: number) {
    const template = await this.owned(userId, id);
    const rows = await this.versions.find({ where: { template_id: template.id }, order: { id: 'DESC' } });
    return {
      success: true as const,
      versions: rows.map((row) => ({
        id: row.id,
        name: row.name,
        created_at: new Date(row.created_at).toISOString(),
        size: htmlBytes(row.html),
      })),
    };
  }

  /** The version's HTML becomes current (its name too, unless another template has taken it since). */
  async restore(userId: number, id: number, versionId: number) {
    const template = await this.owned(userId, id);
    const version = await this.versions.findOne({ where: { id: versionId, template_id: template.id } });
    if (!version) throw versionNotFound();
    const wanted = templateName(version.name);
    const clash =
      wanted.key !== template.name_key &&
      (await this.templates.findOne({ where: { user_id: userId, name_key: wanted.key } }));
    const name = clash ? { name: template.name, key: template.name_key } : wanted;
    const changed = await this.change(template, { ...name, html: version.html });
    return { success: true as const, template: this.view(changed) };
  }

  async publish(userId: number, id: number) {
    const template = await this.owned(userId, id);
    if (!template.slug) {
      template.slug = randomBytes(16).toString('base64url');
      await this.templates.update({ id: template.id }, { slug: template.slug });
    }
    return { success: true as const, slug: template.slug, public_url: this.html.publicUrl(template.slug) };
  }

  async unpublish(userId: number, id: number) {
    const template = await this.owned(userId, id);
    await this.templates.update({ id: template.id }, { slug: null });
    return { success: true as const };
  }

  private cleanOrRefuse(html: string | undefined, emptyMessage: string): string {
    if (!html?.trim()) throw badRequest('invalid_input', emptyMessage);
    return this.html.clean(html);
  }

  private async refuseClash(userId: number, key: string, selfId: number): Promise<void> {
    const other = await this.templates.findOne({ where: { user_id: userId, name_key: key } });
    if (other && other.id !== selfId) throw new DuplicateNameException(other.id);
  }

  /** Keeps the current state as a version, then writes the new one; the oldest versions beyond 20 go. */
  private async change(
    template: LandingTemplate,
    next: { name: string; key: string; html: string },
  ): Promise<LandingTemplate> {
    if (next.name === template.name && next.html === template.html) return template;
    const now = storedNow();
    await this.versions.insert({ template_id: template.id, name: template.name, html: template.html, created_at: now });
    try {
      await this.templates.update(
        { id: template.id },
        { name: next.name, name_key: next.key, html: next.html, updated_at: now },
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const other = await this.templates.findOne({ where: { user_id: template.user_id, name_key: next.key } });
      throw new DuplicateNameException(other?.id ?? template.id);
    }
    // At most VERSIONS_KEPT + 1 rows: reading them all is cheaper than OFFSET without LIMIT, which MySQL lacks.
    const kept = await this.versions.find({
      where: { template_id: template.id },
      select: { id: true },
      order: { id: 'DESC' },
    });
    const stale = kept.slice(VERSIONS_KEPT);
    if (stale.length) await this.versions.delete({ id: In(stale.map((row) => row.id)) });
    return Object.assign(template, { name: next.name, name_key: next.key, html: next.html, updated_at: now });
  }
}
