import type { DeepPartial, FindOptionsWhere, Repository } from 'typeorm';

/** What updateIf answers when the stored row no longer passes its condition. */
export const CHANGED_MEANWHILE = Symbol('changed meanwhile');

/**
 * The by-id reads and writes every content store needs, over the store's own
 * repository. It names no table: each subclass hands in the repository of the
 * entity it owns and keeps its own queries beside these.
 */
export abstract class EntityStore<Entity extends { id: number }, Fields> {
  protected constructor(protected readonly repository: Repository<Entity>) {}

  findById(id: number): Promise<Entity | null> {
    return this.repository.findOneBy({ id } as FindOptionsWhere<Entity>);
  }

  create(fields: Partial<Fields>): Promise<Entity> {
    return this.save(this.repository.create(fields as DeepPartial<Entity>));
  }

  /** Applies `changes`; null when the row does not exist. */
  async update(id: number, changes: Partial<Fields>): Promise<Entity | null> {
    const existing = await this.findById(id);
    return existing ? this.save(this.repository.merge(existing, changes as DeepPartial<Entity>)) : null;
  }

  /**
   * Applies `changes` only while the stored row still passes `stillAsRead`:
   * the row is read under a lock and written in the same transaction, so a
   * change made by someone else since the caller read it (a scheduled story
   * the worker has just published) is never overwritten unseen. Null when the
   * row does not exist; CHANGED_MEANWHILE when it no longer passes.
   */
  async updateIf(
    id: number,
    changes: Partial<Fields>,
    stillAsRead: (stored: Entity) => boolean,
  ): Promise<Entity | null | typeof CHANGED_MEANWHILE> {
    return this.repository.manager.transaction(async (manager) => {
      const repository = manager.getRepository<Entity>(this.repository.target);
      const existing = await repository.findOne({
        where: { id } as FindOptionsWhere<Entity>,
        lock: { mode: 'pessimistic_write' },
      });
      if (!existing) return null;
      if (!stillAsRead(existing)) return CHANGED_MEANWHILE;
      return this.save(repository.merge(existing, changes as DeepPartial<Entity>), repository);
    });
  }

  /** False when there was nothing to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.repository.delete({ id } as FindOptionsWhere<Entity>);
    return Boolean(affected);
  }

  /** Where a store derives columns or maps a constraint to its own error before or while writing. */
  protected save(entity: Entity, repository: Repository<Entity> = this.repository): Promise<Entity> {
    return repository.save(entity);
  }
}
