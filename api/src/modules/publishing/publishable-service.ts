import { ConflictException, ForbiddenException } from '@nestjs/common';
import type { DeepPartial } from 'typeorm';
import { CHANGED_MEANWHILE } from '../../database/entity-store';
import { EntityService, type ListableStore } from '../../http/entity-service';
import type { PublishableKind } from '../../queues/job-payloads';
import { editRefusal, type EditConditions, type OwnedRow, type WriteOrigin } from './edit-conditions';
import { goesPublic, resolvePublication, type Publication, type PublicationRequest } from './publication-rules';
import type { PublicationSchedule } from './publication-schedule';

/**
 * The admin writes of a content type with a publication status (articles,
 * artists): each create and edit resolves the status and publish time the
 * row ends up with (see resolvePublication), and the delayed publishing job
 * follows the schedule.
 */
export abstract class PublishableService<
  Entity extends { id: number } & Publication & OwnedRow,
  Fields,
  CreateDto extends PublicationRequest,
  UpdateDto extends PublicationRequest,
> extends EntityService<Entity, Fields, CreateDto, UpdateDto> {
  protected constructor(
    store: ListableStore<Entity, Fields>,
    noun: string,
    private readonly kind: PublishableKind,
    private readonly schedule: PublicationSchedule,
  ) {
    super(store, noun);
  }

  /** One row whatever its status, for the admin; a 404 naming it when there is none. */
  async findAny(id: number): Promise<Entity> {
    return this.found(id, await this.store.findById(id));
  }

  /** A new row, stamped with the member who created it (`origin`); none for rows no member writes. */
  override async create(dto: CreateDto, origin?: WriteOrigin): Promise<Entity> {
    const publication = resolvePublication(this.publicationRequestOf(dto), null, new Date());
    const fields = { ...this.withPublication(dto, publication, false), createdBy: origin?.createdBy ?? null };
    const created = await this.store.create(fields as Partial<Fields>);
    await this.written(created, { created: true, dto });
    await this.schedule.changed(this.kind, created.id, null, publication);
    return created;
  }

  /**
   * The edit is resolved against the row as read, and written only if the
   * row's publication is still the one read: a scheduled row the worker
   * publishes meanwhile is not put back to scheduled by an edit of its title
   * (409, to reload), and an edit allowed only on drafts (an author's) never
   * lands on a row that went public meanwhile. `conditions` are what the row
   * must be for this member's edit (an author's: their own draft), else 403.
   */
  override async update(id: number, dto: UpdateDto, conditions?: EditConditions): Promise<Entity> {
    const before = this.found(id, await this.store.findById(id));
    const refusal = editRefusal(conditions, before, this.noun, id);
    if (refusal) throw new ForbiddenException(refusal);
    const publication = resolvePublication(this.publicationRequestOf(dto), before, new Date());
    const changes = this.withPublication(dto, publication, goesPublic(before, publication));
    const written = await this.store.updateIf(id, changes, (stored) => samePublication(stored, before));
    if (written === CHANGED_MEANWHILE) {
      throw new ConflictException(
        `${this.noun} ${id} was published, scheduled or unpublished while you were editing it: reload it to see where it stands, then make your change again.`,
      );
    }
    const updated = this.found(id, written);
    await this.written(updated, { created: false, dto });
    await this.schedule.changed(this.kind, id, before, publication);
    return updated;
  }

  override async remove(id: number): Promise<void> {
    const before = await this.store.findById(id);
    await super.remove(id);
    if (before) await this.schedule.removed(this.kind, id, before);
  }

  /** The status and publish time a request asks for (a subclass may read other spellings of it). */
  protected publicationRequestOf(dto: CreateDto | UpdateDto): PublicationRequest {
    return dto;
  }

  /** Columns a row gets besides its status when it goes public (an article's published time). */
  protected goingPublicFields(): Partial<Fields> {
    return {};
  }

  /** The request's own columns (publication fields taken out), then the resolved publication. */
  protected override fieldsOf(dto: CreateDto | UpdateDto): Partial<Fields> {
    const { status: _status, publishAt: _publishAt, ...columns } = dto as PublicationRequest & Record<string, unknown>;
    return columns as Partial<Fields>;
  }

  private withPublication(dto: CreateDto | UpdateDto, publication: Publication, public_: boolean): Partial<Fields> {
    return {
      ...this.fieldsOf(dto),
      ...(publication as DeepPartial<Fields>),
      ...(public_ ? this.goingPublicFields() : {}),
    } as Partial<Fields>;
  }
}

function samePublication(stored: Publication, read: Publication): boolean {
  return stored.status === read.status && stored.publishAt?.getTime() === read.publishAt?.getTime();
}
