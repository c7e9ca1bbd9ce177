import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { User } from '../auth/entities/user.entity';
import { notFound } from '../common/app-exception';
import { LeadDeletion, LeadSuppression } from './entities/lead-erasure.entity';
import { LEAD_INDEX, LeadIndex, StoredLead } from './lead-index.port';
import { dedupKeys, normalizeLead } from './lead-normalize';

/** Keys that identify a person across imports; company + name is too loose to suppress on. */
export function suppressionKeys(lead: Parameters<typeof normalizeLead>[0]): string[] {
  return dedupKeys(normalizeLead(lead)).filter((key) => key.startsWith('email:') || key.startsWith('li:'));
}

/** Erasing a lead (GDPR): remove it, record who did it and when, and keep it out of later imports. */
@Injectable()
export class LeadErasureService {
  constructor(
    @Inject(LEAD_INDEX) private readonly index: LeadIndex,
    @InjectRepository(LeadSuppression) private readonly suppressions: Repository<LeadSuppression>,
    @InjectRepository(LeadDeletion) private readonly deletions: Repository<LeadDeletion>,
  ) {}

  async get(id: string): Promise<StoredLead> {
    const lead = await this.index.get(id);
    if (!lead) throw notFound('lead_not_found', 'Lead not found');
    return lead;
  }

  async erase(id: string, admin: User): Promise<void> {
    const lead = await this.get(id);
    const keys = suppressionKeys(lead);
    for (const key of keys) {
      const known = await this.suppressions.findOne({ where: { key } });
      if (!known) await this.suppressions.insert({ key, deleted_by: admin.id });
    }
    await this.index.delete(id);
    await this.deletions.insert({ lead_id: id, deleted_by: admin.id, deleted_by_username: admin.username, keys });
  }

  /** Which of these keys belong to erased leads. */
  async suppressed(keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await this.suppressions.find({ select: { key: true }, where: { key: In(keys.slice(i, i + 500)) } });
      for (const row of rows) found.add(row.key);
    }
    return found;
  }

  async any(): Promise<boolean> {
    return (await this.suppressions.count({ take: 1 })) > 0;
  }
}
