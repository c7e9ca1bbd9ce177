import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import type { LeadFilters } from '../../leads/lead-index.port';
import type { QueryType, SourceId } from '../result-item';
import type { SearchKind } from '../search-source.port';

/**
 * One search in a user's history. Written when the search starts (processed false, "Pending") and completed
 * with its result rows once every requested source has answered or failed (processed true).
 */
@Entity('search_queries')
@Index('IDX_search_queries_user_created', ['user_id', 'created_at', 'id'])
@Index('IDX_search_queries_created', ['created_at', 'id'])
export class SearchQuery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 500 })
  query_text: string;

  @Column({ type: 'varchar', length: 20 })
  query_type: QueryType;

  /** general, or the specialised search that ran (companies, people, skills, industry, advanced). */
  @Column({ type: 'varchar', length: 20, default: 'general' })
  kind: SearchKind;

  @Column({ type: 'simple-json' })
  sources: SourceId[];

  /** Advanced search filters, as applied to the lead index. */
  @Column({ type: 'simple-json', nullable: true })
  filters: LeadFilters | null;

  @Column({ type: 'boolean', default: false })
  processed: boolean;

  @Column({ type: 'int', default: 0 })
  total_results: number;

  /** source → message, for the sources that failed or are not configured. */
  @Column({ type: 'simple-json', nullable: true })
  errors: Partial<Record<SourceId, string>> | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
