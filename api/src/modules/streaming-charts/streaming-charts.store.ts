import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StreamingChart } from './streaming-chart.entity';

/** The one place that reads and writes `streaming_charts`. */
@Injectable()
export class StreamingChartsStore {
  constructor(@InjectRepository(StreamingChart) private readonly charts: Repository<StreamingChart>) {}

  /** One genre's chart, top position first (the (genre, position) index). */
  chart(genre: string, limit: number): Promise<StreamingChart[]> {
    return this.charts.find({ where: { genre }, order: { position: 'ASC', id: 'ASC' }, take: limit });
  }
}
