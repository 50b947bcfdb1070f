import { Injectable, NotFoundException } from '@nestjs/common';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import { toJobStatus, toRunState } from '../../queues/job-run-view';
import { readJobState } from '../../queues/read-job-state';
import { QueueName } from '../../queues/queue-names';
import type { JobStatusView } from '../../shared/contracts/jobs';
import { RECOMMENDATIONS_LIMIT } from '../../shared/contracts/personalization';

const JOB_ID_PATTERN = /^[\w-]{1,200}$/;
const JOB_NOT_FOUND = 'This recommendation job was not found. Start a new one with POST /api/personalization/generate.';

@Injectable()
export class RecommendationJobsService {
  constructor(private readonly producer: JobProducer) {}

  /** While the session's generation is pending, asking again answers that job's id instead of queueing another. */
  async request(sessionId: string): Promise<string> {
    const job = await this.producer.enqueue(JobName.GenerateRecommendations, {
      sessionId,
      limit: RECOMMENDATIONS_LIMIT,
    });
    return job.id;
  }

  /** Only the session that asked for a job can see it; to everyone else it does not exist. */
  async status(jobId: string, sessionId: string): Promise<JobStatusView> {
    if (!JOB_ID_PATTERN.test(jobId)) throw new NotFoundException(JOB_NOT_FOUND);
    const found = await this.producer.call(async () => {
      const queue = this.producer.queue(QueueName.Recommendations);
      const job = await queue.getJob(jobId);
      return job && readJobState(queue, job);
    });
    if (!found || found.job.name !== JobName.GenerateRecommendations || found.job.data?.sessionId !== sessionId) {
      throw new NotFoundException(JOB_NOT_FOUND);
    }
    // A job removed between the two reads was being replaced: it reads as waiting, like its successor.
    return toJobStatus(found.job, toRunState(found.state) ?? 'waiting');
  }
}
