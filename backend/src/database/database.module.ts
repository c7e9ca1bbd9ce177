import { Module } from '@nestjs/common';
import { AtomicWriter } from './atomic-writer';

/** What the database layer gives every module that writes through it: one AtomicWriter for the whole app. */
@Module({
  providers: [AtomicWriter],
  exports: [AtomicWriter],
})
export class DatabaseModule {}
