import { SetMetadata } from '@nestjs/common';
import { JobName, JobPayload } from './job-names';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a provider as the one handler of a job; the worker checks there is exactly one per job. */
export const JobHandler = (job: JobName) => SetMetadata(JOB_HANDLER, job);

export interface HandlesJob<Name extends JobName> {
  handle(payload: JobPayload<Name>, context: { jobId: string; attempt: number; maxAttempts: number }): Promise<unknown>;
}
