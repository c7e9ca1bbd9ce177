import { Repository } from 'typeorm';
import { TypeormRowStore } from '../linkedin/pipeline/typeorm-row-store';
import { CsvPersonaRow } from './entities/csv-persona-row.entity';
import { CsvPersonaSession } from './entities/csv-persona-session.entity';

/** The persona pipeline's rows of one CSV session: its work rows; it stops once the session is not processing. */
export function csvRowStore(
  rows: Repository<CsvPersonaRow>,
  sessions: Repository<CsvPersonaSession>,
  sessionId: string,
): TypeormRowStore<CsvPersonaRow> {
  return new TypeormRowStore(
    rows,
    { session_id: sessionId, kind: 'work' },
    async () => {
      const session = await sessions.findOne({ select: { status: true }, where: { id: sessionId } });
      return !session || session.status !== 'processing';
    },
    'reused',
  );
}
