import { Injectable } from '@nestjs/common';

export interface ExportRange {
  /** Inclusive, UTC; null when the user gave no start date. */
  from: Date | null;
  /** Inclusive, UTC; null when the user gave no end date. */
  to: Date | null;
}

export type ExportSection = (userId: number, range: ExportRange) => Promise<unknown>;

/**
 * The parts of "Export Data" that other modules own (billing adds the transactions, search the history, …),
 * so the export grows with the product without auth depending on every module.
 */
@Injectable()
export class UserDataExport {
  private readonly sections = new Map<string, ExportSection>();

  register(name: string, section: ExportSection): void {
    if (this.sections.has(name)) throw new Error(`Export section "${name}" is registered twice`);
    this.sections.set(name, section);
  }

  async collect(userId: number, range: ExportRange): Promise<Record<string, unknown>> {
    const result: Record<string, unknown> = {};
    for (const [name, section] of this.sections) result[name] = await section(userId, range);
    return result;
  }
}
