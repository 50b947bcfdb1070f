import { Body, Delete, HttpCode, HttpStatus, Param, Patch, Post, Type, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../modules/auth/admin.guard';
import { ParseIdPipe } from './parse-id.pipe';

/** The service calls behind an entity's admin writes. */
export interface EntityWriter<Entity, CreateDto, UpdateDto> {
  create(dto: CreateDto): Promise<Entity>;
  update(id: number, dto: UpdateDto): Promise<Entity>;
  remove(id: number): Promise<void>;
}

export interface AdminWriteSpec<Entity, View, CreateDto, UpdateDto> {
  createDto: Type<CreateDto>;
  updateDto: Type<UpdateDto>;
  toView(entity: Entity): View;
}

/**
 * The admin-only POST /, PATCH /:id and DELETE /:id of a content controller,
 * answering with the entity's view. A controller extends the returned class,
 * keeps its own public GETs (each with its cache rule) and hands its service
 * in as `service`.
 */
export function AdminWriteRoutes<Entity, View, CreateDto, UpdateDto>(
  spec: AdminWriteSpec<Entity, View, CreateDto, UpdateDto>,
) {
  abstract class AdminWrites {
    protected abstract readonly service: EntityWriter<Entity, CreateDto, UpdateDto>;

    @Post()
    @UseGuards(AdminGuard)
    async create(@Body() dto: CreateDto): Promise<View> {
      return spec.toView(await this.service.create(dto));
    }

    @Patch(':id')
    @UseGuards(AdminGuard)
    async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDto): Promise<View> {
      return spec.toView(await this.service.update(id, dto));
    }

    @Delete(':id')
    @UseGuards(AdminGuard)
    @HttpCode(HttpStatus.NO_CONTENT)
    remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
      return this.service.remove(id);
    }
  }
  // A generic parameter is emitted as Object, which the validation pipe passes
  // through unchecked: name the real DTO classes so every body is validated.
  Reflect.defineMetadata('design:paramtypes', [spec.createDto], AdminWrites.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Number, spec.updateDto], AdminWrites.prototype, 'update');
  return AdminWrites;
}
