import { Body, Delete, HttpCode, HttpStatus, Param, Patch, Post, Req, Type, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { DeskRole } from '../shared/domain/desk-roles';
import { AdminGuard } from '../modules/auth/admin.guard';
import { Allow } from '../modules/auth/allow.decorator';
import { deskMemberOf, type DeskMember } from '../modules/auth/desk-member';
import { auditNote } from '../modules/audit/audit-context';
import type { EditConditions, WriteOrigin } from '../modules/publishing/edit-conditions';
import { ParseIdPipe } from './parse-id.pipe';

/** The service calls behind an entity's admin writes. */
export interface EntityWriter<Entity, CreateDto, UpdateDto> {
  findOne(id: number): Promise<Entity>;
  /** Any row whatever its publication status, where readers' findOne sees published rows only. */
  findAny?(id: number): Promise<Entity>;
  create(dto: CreateDto, origin?: WriteOrigin): Promise<Entity>;
  update(id: number, dto: UpdateDto, conditions?: EditConditions): Promise<Entity>;
  remove(id: number): Promise<void>;
}

export interface AdminWriteSpec<Entity, View, CreateDto, UpdateDto> {
  createDto: Type<CreateDto>;
  updateDto: Type<UpdateDto>;
  toView(entity: Entity): View;
  /** The weakest desk role allowed each write; a write left out needs an admin. */
  allow?: { create?: DeskRole; update?: DeskRole; remove?: DeskRole };
  /** What a stored row must be for this member to edit it (an author: their own draft); none: any row. */
  editConditions?: (member: DeskMember) => EditConditions | undefined;
}

/** What editors may write: the public content. */
export const EDITOR_WRITES = { create: 'editor', update: 'editor', remove: 'editor' } as const;

/**
 * The admin-only POST /, PATCH /:id and DELETE /:id of a content controller,
 * answering with the entity's view. A controller extends the returned class,
 * keeps its own public GETs (each with its cache rule) and hands its service
 * in as `service`. Each write tells the audit log what it changed.
 */
export function AdminWriteRoutes<Entity, View, CreateDto, UpdateDto>(
  spec: AdminWriteSpec<Entity, View, CreateDto, UpdateDto>,
) {
  abstract class AdminWrites {
    protected abstract readonly service: EntityWriter<Entity, CreateDto, UpdateDto>;

    /** The row as stored, drafts included: the admin edits what readers cannot see yet. */
    private stored(id: number): Promise<Entity> {
      return this.service.findAny ? this.service.findAny(id) : this.service.findOne(id);
    }

    @Post()
    @UseGuards(AdminGuard)
    async create(@Body() dto: CreateDto, @Req() request: Request): Promise<View> {
      const view = spec.toView(await this.service.create(dto, { createdBy: deskMemberOf(request)?.id ?? null }));
      auditNote.created(view as object);
      return view;
    }

    @Patch(':id')
    @UseGuards(AdminGuard)
    async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDto, @Req() request: Request): Promise<View> {
      const member = deskMemberOf(request);
      const conditions = member && spec.editConditions?.(member);
      const before = spec.toView(await this.stored(id));
      const after = spec.toView(await this.service.update(id, dto, conditions));
      auditNote.update(before as object, after as object);
      const publication = publicationAction(before, after);
      if (publication) auditNote.set({ action: publication });
      return after;
    }

    @Delete(':id')
    @UseGuards(AdminGuard)
    @HttpCode(HttpStatus.NO_CONTENT)
    async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
      const before = spec.toView(await this.stored(id));
      await this.service.remove(id);
      auditNote.deleted(before as object);
    }
  }
  // A generic parameter is emitted as Object, which the validation pipe passes
  // through unchecked: name the real DTO classes so every body is validated.
  Reflect.defineMetadata('design:paramtypes', [spec.createDto, Object], AdminWrites.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Number, spec.updateDto, Object], AdminWrites.prototype, 'update');
  for (const [method, role] of Object.entries(spec.allow ?? {})) {
    const descriptor = Object.getOwnPropertyDescriptor(AdminWrites.prototype, method)!;
    Allow(role)(AdminWrites.prototype, method, descriptor);
  }
  return AdminWrites;
}

/**
 * An edit that changes a row's publication status is logged as what it did
 * (publish, schedule, unpublish, archive), so the log can be filtered by it;
 * the changed fields are kept either way.
 */
function publicationAction(before: unknown, after: unknown): string | null {
  const statusOf = (view: unknown) =>
    view && typeof view === 'object' && 'status' in view ? (view as { status: unknown }).status : undefined;
  const [was, is] = [statusOf(before), statusOf(after)];
  if (was === undefined || was === is) return null;
  if (is === 'published') return 'publish';
  if (is === 'scheduled') return 'schedule';
  if (is === 'archived') return 'archive';
  return 'unpublish';
}
