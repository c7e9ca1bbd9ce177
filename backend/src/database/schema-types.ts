import type { MigrationInterface } from 'typeorm';

/** An entity class, as TypeORM takes it. */
export type EntityClass = new (...args: never[]) => object;

/** A migration class, as TypeORM takes it. */
export type MigrationClass = new () => MigrationInterface;
