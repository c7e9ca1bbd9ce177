import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A search result the user saved a persona for (POST /linkedin/persona/save/). One persona per result. */
@Entity('persona_result_links')
@Index('UQ_persona_result_links_result', ['search_result_id'], { unique: true })
@Index('IDX_persona_result_links_persona', ['persona_id'])
export class PersonaResultLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  search_result_id: number;

  @Column({ type: 'int' })
  persona_id: number;

  @Column({ type: 'int' })
  user_id: number;
}
