import { Injectable } from '@nestjs/common';

/** The current time; tests replace `now` to walk through a course's last day. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
