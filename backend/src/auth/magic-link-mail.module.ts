import { Module } from '@nestjs/common';
import { MagicLinkMailer } from './magic-link.mailer';

/** API side of the sign-in e-mail: import it where magic-link tokens are issued. */
@Module({
  providers: [MagicLinkMailer],
  exports: [MagicLinkMailer],
})
export class MagicLinkMailModule {}
