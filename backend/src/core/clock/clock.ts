import { Injectable } from '@nestjs/common';

/**
 * The current time for everything that decides by it (holds, offers, reminders). One instance per
 * process; tests replace `now` to let hours or days pass.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
