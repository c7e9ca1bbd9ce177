import { Injectable, Logger } from '@nestjs/common';

export const STATISTIC_NAMES = ['total_searches', 'total_personas'] as const;
export type StatisticName = (typeof STATISTIC_NAMES)[number];
export type StatisticCounter = (userId: number) => Promise<number>;

/**
 * The Profile tab's "Account Statistics", counted by the modules that own the data (search registers
 * total_searches, persona analysis total_personas) so billing depends on none of them. A statistic nobody
 * counts yet is 0; a counter that fails is logged and shows 0 rather than breaking the usage call.
 */
@Injectable()
export class AccountStatistics {
  private readonly logger = new Logger(AccountStatistics.name);
  private readonly counters = new Map<StatisticName, StatisticCounter>();

  register(name: StatisticName, counter: StatisticCounter): void {
    if (this.counters.has(name)) throw new Error(`Account statistic "${name}" is registered twice`);
    this.counters.set(name, counter);
  }

  async collect(userId: number): Promise<Record<StatisticName, number>> {
    const entries = await Promise.all(
      STATISTIC_NAMES.map(async (name) => [name, await this.count(name, userId)] as const),
    );
    return Object.fromEntries(entries) as Record<StatisticName, number>;
  }

  private async count(name: StatisticName, userId: number): Promise<number> {
    const counter = this.counters.get(name);
    if (!counter) return 0;
    try {
      return await counter(userId);
    } catch (error) {
      this.logger.error(`Counting ${name} for user ${userId} failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
