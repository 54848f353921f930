import { Injectable } from '@nestjs/common';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS } from '../../core/queue/job-names';
import { WaitlistOffersService } from '../waitlist-offers.service';

/** Every minute: ends offers not used within 24 hours and passes their seats on. */
@Injectable()
@JobHandler(JOBS.expireWaitlistOffers)
export class ExpireWaitlistOffersJob implements HandlesJob<typeof JOBS.expireWaitlistOffers> {
  constructor(private readonly offers: WaitlistOffersService) {}

  handle() {
    return this.offers.settleDueCourses();
  }
}
