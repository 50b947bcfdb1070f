import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Upload } from './upload.entity';

/** The one place that reads and writes `uploads`. */
@Injectable()
export class UploadsStore {
  constructor(@InjectRepository(Upload) private readonly uploads: Repository<Upload>) {}

  /** Stores a picture; its new id. */
  async insert(upload: Pick<Upload, 'contentType' | 'bytes' | 'uploadedBy'>): Promise<string> {
    const saved = await this.uploads.save(this.uploads.create({ ...upload, byteSize: upload.bytes.length }));
    return saved.id;
  }

  /** A stored picture's type and bytes; null when there is none. */
  find(id: string): Promise<Pick<Upload, 'contentType' | 'bytes'> | null> {
    return this.uploads.findOne({ select: { contentType: true, bytes: true }, where: { id } });
  }
}
