import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AccountEvents } from '../auth/account-events';
import { UserDataExport } from '../auth/user-data-export';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CreditsService } from './credits.service';
import { UsageService } from './usage/usage.service';

/** Billing's hooks into the account's life: the signup bonus, and the transactions in "Export Data". */
@Injectable()
export class BillingRegistrations implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accountEvents: AccountEvents,
    private readonly dataExport: UserDataExport,
    private readonly credits: CreditsService,
    private readonly usage: UsageService,
  ) {}

  onModuleInit(): void {
    const bonus = this.config.billing.signupBonusCredits;
    if (bonus > 0) {
      this.accountEvents.onRegistered(async (user) => {
        await this.credits.grant({
          userId: user.id,
          reference: `signup-bonus:${user.id}`,
          credits: bonus,
          type: 'bonus',
          description: 'Welcome bonus',
        });
      });
    }
    this.dataExport.register('transactions', (userId, range) => this.usage.exportRows(userId, range));
  }
}
