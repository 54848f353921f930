import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { formatMonth, todayInBerlin } from '@mpb/domain';
import { Logger } from 'pino';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';

/**
 * /rechtslage-strafen names the month of its next scheduled legal review (SITE_LEGAL_CHECK_NEXT).
 * Once that month has begun the page is due for review, so the operator is told at every start
 * until the review is done and both months are set anew.
 */
@Injectable()
export class LegalReviewCheck implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap() {
    const { last, next } = this.config.legalReview;
    const thisMonth = todayInBerlin(this.clock.now()).slice(0, 7);
    if (next > thisMonth) return;
    this.logger.warn(
      { legalReview: { last, next } },
      `the legal review of /rechtslage-strafen planned for ${formatMonth(next)} is due: review the page, then set SITE_LEGAL_CHECK_LAST and SITE_LEGAL_CHECK_NEXT`,
    );
  }
}
