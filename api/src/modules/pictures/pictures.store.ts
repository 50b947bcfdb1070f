import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { PictureFocus } from '../../imaging/variant-encoding';
import type { PicturePlaceholder, PicturePlaceholders } from '../../shared/contracts/picture-placeholders';
import type { PictureCrop, PictureFormat } from '../../shared/domain/picture-variants';
import { Picture } from './picture.entity';
import { PictureVariant } from './picture-variant.entity';

/** What one variant is, before it is stored. */
export type NewPictureVariant = Pick<PictureVariant, 'format' | 'crop' | 'width' | 'height' | 'etag' | 'bytes'>;

/** The original's facts, stored with its variants. */
export interface ProcessedPicture {
  hash: string;
  sourceUrl: string;
  contentType: string;
  width: number;
  height: number;
  placeholder: string;
  focus: PictureFocus;
  original: Buffer;
  variants: NewPictureVariant[];
}

/** What serving a variant needs to know of its picture. */
export type PictureFacts = Pick<Picture, 'status' | 'width' | 'height' | 'focusX' | 'focusY'>;

// Every picture address content holds, trimmed the way pictureHash trims it; http(s) only.
const PICTURE_ADDRESSES = `
  SELECT btrim(url, E' \\t\\n\\r') AS url FROM (
    SELECT image_url AS url FROM articles
    UNION SELECT unnest(body_pictures) FROM articles WHERE body_pictures <> '{}'
    UNION SELECT image_url FROM artists
    UNION SELECT latest_project_image FROM artists
    UNION SELECT image_url FROM releases
    UNION SELECT image_url FROM newsletters
  ) addresses
  WHERE url ~* '^\\s*https?://' AND length(url) <= 2048`;

/** The one place that reads and writes `pictures` and `picture_variants`. */
@Injectable()
export class PicturesStore {
  constructor(
    @InjectRepository(Picture) private readonly pictures: Repository<Picture>,
    @InjectRepository(PictureVariant) private readonly variants: Repository<PictureVariant>,
  ) {}

  /**
   * Picture addresses that content names and that have no row yet (never
   * tried), at most `limit` of them. The hash is the same SHA-256 the worker
   * and the web compute, so the primary key answers the anti-join.
   */
  async unseenAddresses(limit: number): Promise<string[]> {
    const rows: { url: string }[] = await this.pictures.query(
      `SELECT DISTINCT a.url FROM (${PICTURE_ADDRESSES}) a
        WHERE NOT EXISTS (
          SELECT 1 FROM pictures p WHERE p.hash = left(encode(sha256(convert_to(a.url, 'UTF8')), 'hex'), 32))
        LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.url);
  }

  /** The picture's status, or null when it was never tried. */
  async statusOf(hash: string): Promise<Picture['status'] | null> {
    const row = await this.pictures.findOne({ select: { status: true }, where: { hash } });
    return row?.status ?? null;
  }

  /** The hashes among these whose variants are stored. */
  async readyAmong(hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.pictures.find({ select: { hash: true }, where: { hash: In(hashes), status: 'ready' } });
    return new Set(rows.map((row) => row.hash));
  }

  /** The placeholders and sizes of the kept pictures among these, by hash, and null for the ones refused for good. */
  async placeholdersOf(hashes: string[]): Promise<PicturePlaceholders> {
    if (hashes.length === 0) return {};
    const rows: ({ hash: string; status: string } & PicturePlaceholder)[] = await this.pictures.query(
      `SELECT hash, status, placeholder, width, height FROM pictures
        WHERE hash = ANY($1)
          AND (status = 'refused'
            OR (status = 'ready' AND placeholder IS NOT NULL AND width IS NOT NULL AND height IS NOT NULL))`,
      [hashes],
    );
    return Object.fromEntries(
      rows.map(({ hash, status, placeholder, width, height }) => [
        hash,
        status === 'ready' ? { placeholder, width, height } : null,
      ]),
    );
  }

  /**
   * Keeps the original and replaces every variant, in one transaction: a
   * reader sees the old set or the new one, never half of one.
   */
  async storeReady(picture: ProcessedPicture): Promise<void> {
    const { variants, ...facts } = picture;
    await this.pictures.manager.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO pictures (hash, source_url, status, content_type, width, height, placeholder, original,
                               focus_x, focus_y, attempts, processed_at)
         VALUES ($1, $2, 'ready', $3, $4, $5, $6, $7, $8, $9, 1, now())
         ON CONFLICT (hash) DO UPDATE SET status = 'ready', reason = NULL, content_type = $3, width = $4,
           height = $5, placeholder = $6, original = $7, focus_x = $8, focus_y = $9,
           attempts = pictures.attempts + 1, processed_at = now()`,
        [
          facts.hash,
          facts.sourceUrl,
          facts.contentType,
          facts.width,
          facts.height,
          facts.placeholder,
          facts.original,
          facts.focus.x,
          facts.focus.y,
        ],
      );
      await manager.delete(PictureVariant, { hash: picture.hash });
      for (const variant of variants) await manager.insert(PictureVariant, { ...variant, hash: picture.hash });
    });
  }

  /**
   * Records why the picture is not kept: `refused` for good (never tried again), `failed` for now.
   * A picture stored meanwhile (by another run) stays stored.
   */
  async storeUnusable(
    hash: string,
    sourceUrl: string,
    status: Exclude<Picture['status'], 'ready'>,
    reason: string,
  ): Promise<void> {
    await this.pictures.query(
      `INSERT INTO pictures (hash, source_url, status, reason, attempts, processed_at)
       VALUES ($1, $2, $3, $4, 1, now())
       ON CONFLICT (hash) DO UPDATE SET status = $3, reason = $4, attempts = pictures.attempts + 1,
         processed_at = now()
       WHERE pictures.status <> 'ready'`,
      [hash, sourceUrl, status, reason],
    );
  }

  /** A picture's status, upright size and focal point (null while it has none), or null when it was never tried. */
  async factsOf(hash: string): Promise<PictureFacts | null> {
    return this.pictures.findOne({
      select: { status: true, width: true, height: true, focusX: true, focusY: true },
      where: { hash },
    });
  }

  /** Keeps a focal point found after the picture was kept (pictures from before focal points); the first one found stays. */
  async keepFocus(hash: string, focus: PictureFocus): Promise<void> {
    await this.pictures.query('UPDATE pictures SET focus_x = $2, focus_y = $3 WHERE hash = $1 AND focus_x IS NULL', [
      hash,
      focus.x,
      focus.y,
    ]);
  }

  /** The stored variant of exactly this format, width and cut, or null when it is not made (yet). */
  findVariant(
    hash: string,
    format: PictureFormat,
    width: number,
    crop: PictureCrop,
  ): Promise<Pick<PictureVariant, 'etag' | 'bytes'> | null> {
    return this.variants.findOne({ select: { etag: true, bytes: true }, where: { hash, format, width, crop } });
  }

  /** The original's bytes of a stored picture, from which a variant not made yet is made. */
  async originalOf(hash: string): Promise<Buffer | null> {
    const row = await this.pictures.findOne({
      select: { hash: true, original: true },
      where: { hash, status: 'ready' },
    });
    return row?.original ?? null;
  }

  /**
   * Keeps a variant made on request. Two processes making the same one at
   * once make the same bytes; the first kept stays, and both answers agree.
   */
  async addVariant(hash: string, variant: NewPictureVariant): Promise<void> {
    await this.variants.query(
      `INSERT INTO picture_variants (hash, format, crop, width, height, etag, bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING`,
      [hash, variant.format, variant.crop, variant.width, variant.height, variant.etag, variant.bytes],
    );
  }
}
