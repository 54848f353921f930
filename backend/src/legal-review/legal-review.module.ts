import { Module } from '@nestjs/common';
import { LegalReviewCheck } from './legal-review-check.service';

@Module({ providers: [LegalReviewCheck] })
export class LegalReviewModule {}
