import { Injectable, OnModuleInit } from '@nestjs/common';
import { UserDataExport } from '../auth/user-data-export';
import { AccountStatistics } from '../billing/account-statistics';
import { SearchHistoryService } from './search-history.service';

/** Search's part of the Profile tab's statistics (total_searches) and of "Export Data" (searches). */
@Injectable()
export class SearchRegistrations implements OnModuleInit {
  constructor(
    private readonly statistics: AccountStatistics,
    private readonly dataExport: UserDataExport,
    private readonly history: SearchHistoryService,
  ) {}

  onModuleInit(): void {
    this.statistics.register('total_searches', (userId) => this.history.count(userId));
    this.dataExport.register('searches', (userId, range) => this.history.exportRows(userId, range));
  }
}
