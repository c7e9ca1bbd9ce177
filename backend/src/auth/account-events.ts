import { Injectable, Logger } from '@nestjs/common';
import type { User } from './entities/user.entity';

export type RegisteredListener = (user: User) => Promise<void>;

/**
 * What other modules may react to in an account's life, without auth depending on them (billing grants the
 * signup bonus here). Listeners run in order after the account is saved; one that fails is logged and does
 * not undo the registration.
 */
@Injectable()
export class AccountEvents {
  private readonly logger = new Logger(AccountEvents.name);
  private readonly registered: RegisteredListener[] = [];

  onRegistered(listener: RegisteredListener): void {
    this.registered.push(listener);
  }

  async emitRegistered(user: User): Promise<void> {
    for (const listener of this.registered) {
      try {
        await listener(user);
      } catch (error) {
        this.logger.error(`A registration listener failed for user ${user.id}: ${(error as Error).message}`);
      }
    }
  }
}
