import { Injectable } from '@nestjs/common';

/** The current time for offers and their expiry; tests replace `now` to let 24 hours pass. */
@Injectable()
export class WaitlistClock {
  now(): Date {
    return new Date();
  }
}
