import { Injectable } from '@nestjs/common';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { WaitlistOffersService } from '../waitlist-offers.service';

/** seats.released: offers the course's free seats to its waitlist (as many as are free and people wait). */
@Injectable()
@JobHandler(JOBS.offerSeats)
export class OfferSeatsJob implements HandlesJob<typeof JOBS.offerSeats> {
  constructor(private readonly offers: WaitlistOffersService) {}

  async handle(payload: JobPayload<typeof JOBS.offerSeats>) {
    if (!payload.courseId) return { expired: 0, offered: 0 };
    return this.offers.settleCourse(payload.courseId);
  }
}
