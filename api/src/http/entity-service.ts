import { NotFoundException } from '@nestjs/common';
import type { EntityStore } from '../database/entity-store';
import type { ListQueryDto, Page } from './list-query.dto';
import type { EditConditions, WriteOrigin } from '../modules/publishing/edit-conditions';

/** A store an admin can list and edit by id. */
export type ListableStore<Entity extends { id: number }, Fields> = EntityStore<Entity, Fields> & {
  list(page: { limit: number; offset: number }): Promise<Page<Entity>>;
};

/**
 * What the content endpoints do with a store: list, read one, create, edit and
 * delete by id, where a missing id is a 404 that names the entity
 * ("Article 7 was not found."), never a null the controller has to check.
 */
export abstract class EntityService<Entity extends { id: number }, Fields, CreateDto, UpdateDto> {
  protected constructor(
    protected readonly store: ListableStore<Entity, Fields>,
    protected readonly noun: string,
  ) {}

  list(query: ListQueryDto): Promise<Page<Entity>> {
    return this.store.list(query);
  }

  async findOne(id: number): Promise<Entity> {
    return this.found(id, await this.store.findById(id));
  }

  /** A new row; `_origin` (who creates it) matters only to tables that record it. */
  async create(dto: CreateDto, _origin?: WriteOrigin): Promise<Entity> {
    const created = await this.store.create(this.fieldsOf(dto));
    await this.written(created, { created: true, dto });
    return created;
  }

  /**
   * An edit. Conditions on the row (an author's: their own draft) need a row
   * with a status and an owner (PublishableService); here they would go
   * unchecked, so they are refused as the programming error they are.
   */
  async update(id: number, dto: UpdateDto, conditions?: EditConditions): Promise<Entity> {
    if (conditions) throw new Error(`${this.noun} rows keep no status and owner to check an edit's conditions against`);
    const updated = this.found(id, await this.store.update(id, this.fieldsOf(dto)));
    await this.written(updated, { created: false, dto });
    return updated;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.delete(id))) throw this.notFound(id);
  }

  /** What a stored create or edit sets off besides the row (work for the worker, say); nothing by default. */
  protected async written(
    _entity: Entity,
    _write: { created: true; dto: CreateDto } | { created: false; dto: UpdateDto },
  ): Promise<void> {}

  /** The columns a request body sets: the body itself, unless the entity stores a field differently (dates). */
  protected fieldsOf(dto: CreateDto | UpdateDto): Partial<Fields> {
    return dto as Partial<Fields>;
  }

  protected found<Found = Entity>(id: number, entity: Found | null): Found {
    if (!entity) throw this.notFound(id);
    return entity;
  }

  private notFound(id: number): NotFoundException {
    return new NotFoundException(`${this.noun} ${id} was not found.`);
  }
}
