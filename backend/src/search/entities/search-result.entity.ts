import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ResultType, SourceId } from '../result-item';
import { SearchQuery } from './search-query.entity';

/** One result of a stored search: the normalised item, its position within its source, the raw data. */
@Entity('search_results')
@Index('IDX_search_results_query', ['query_id'])
export class SearchResult {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  query_id: number;

  @ManyToOne(() => SearchQuery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'query_id' })
  query?: SearchQuery;

  @Column({ type: 'varchar', length: 20 })
  source: SourceId;

  /** 1-based within its source. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 30 })
  type: ResultType;

  @Column({ type: 'double', default: 0 })
  score: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  link: string | null;

  /** The LinkedIn personal profile the result is or names (normalised), for persona analysis. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  linkedin_url: string | null;

  @Column({ type: 'simple-json' })
  data: Record<string, unknown>;
}
