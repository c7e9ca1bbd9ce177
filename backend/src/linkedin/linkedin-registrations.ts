import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountStatistics } from '../billing/account-statistics';
import { PersonaStore } from './persona-store.service';

/** LinkedIn's part of the Profile tab's statistics (total_personas). */
@Injectable()
export class LinkedinRegistrations implements OnModuleInit {
  constructor(
    private readonly statistics: AccountStatistics,
    private readonly store: PersonaStore,
  ) {}

  onModuleInit(): void {
    this.statistics.register('total_personas', (userId) => this.store.count(userId));
  }
}
