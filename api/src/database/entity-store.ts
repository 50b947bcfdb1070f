import type { DeepPartial, FindOptionsWhere, Repository } from 'typeorm';

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

  /** False when there was nothing to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.repository.delete({ id } as FindOptionsWhere<Entity>);
    return Boolean(affected);
  }

  /** Where a store derives columns or maps a constraint to its own error before or while writing. */
  protected save(entity: Entity): Promise<Entity> {
    return this.repository.save(entity);
  }
}
