import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { PaymentSettlement1795306200000 } from './1795306200000-payment-settlement';
import { EmailLogTemplateReport1795310000000 } from './1795310000000-email-log-template-report';
import { WaitlistOffers1795400000000 } from './1795400000000-waitlist-offers';
import { OpenHoldsAndPaymentReview1795500000000 } from './1795500000000-open-holds-and-payment-review';
import { OwedMailClaims1795600000000 } from './1795600000000-owed-mail-claims';
import { AuthSessionsAndAuditLog1795700000000 } from './1795700000000-auth-sessions-and-audit-log';
import { AdminBookings1795800000000 } from './1795800000000-admin-bookings';
import { AuditLogRecordIndex1795850000000 } from './1795850000000-audit-log-record-index';
import { CourseSoftDelete1795900000000 } from './1795900000000-course-soft-delete';
import { GdprDeletionCounts1796050000000 } from './1796050000000-gdpr-deletion-counts';
import { CheckoutResumeAndOfferLinks1796150000000 } from './1796150000000-checkout-resume-and-offer-links';
import { GdprLogUnkeyedHashes1796160000000 } from './1796160000000-gdpr-log-unkeyed-hashes';
import { AdminSecondFactorHardening1796170000000 } from './1796170000000-admin-second-factor-hardening';
import { OutboxRequestId1796210000000 } from './1796210000000-outbox-request-id';
import { AdminListScale1796220000000 } from './1796220000000-admin-list-scale';
import { CourseAccessData1796300000000 } from './1796300000000-course-access-data';
import { AttendanceCertificates1796310000000 } from './1796310000000-attendance-certificates';
import { SelfService1796400000000 } from './1796400000000-self-service';
import { BookingCalendarSequence1796410000000 } from './1796410000000-booking-calendar-sequence';
import { BookingMailSignIn1796420000000 } from './1796420000000-booking-mail-sign-in';
import { CertificateRevocation1796430000000 } from './1796430000000-certificate-revocation';
import { CheckoutDiscardLink1796450000000 } from './1796450000000-checkout-discard-link';
import { PayerCompany1796470000000 } from './1796470000000-payer-company';
import { AdminSearchAnyCollation1796480000000 } from './1796480000000-admin-search-any-collation';
import { BookingTermsVersion1796500000000 } from './1796500000000-booking-terms-version';
import { FirstBookingDiscount1796510000000 } from './1796510000000-first-booking-discount';
import { BillingAddress1796520000000 } from './1796520000000-billing-address';
import { Invoices1796530000000 } from './1796530000000-invoices';
import { InvoiceRetention1796561847000 } from './1796561847000-invoice-retention';
import { Orders1796600000000 } from './1796600000000-orders';
import { PayOnInvoice1796610000000 } from './1796610000000-pay-on-invoice';
import { OrdersOfSeveral1796620000000 } from './1796620000000-orders-of-several';
import { AdminListCounts1796635100000 } from './1796635100000-admin-list-counts';
import { InvoiceSeats1796640000000 } from './1796640000000-invoice-seats';
import { DoublePaymentRefunds1796650000000 } from './1796650000000-double-payment-refunds';
import { BookingTotalsOnFigureChanges1796660000000 } from './1796660000000-booking-totals-on-figure-changes';
import { GdprQueueScrubs1796670000000 } from './1796670000000-gdpr-queue-scrubs';

/** Every migration, oldest first. A new migration file is added here too. */
export const migrations = [
  InitialSchema1763769600000,
  PaymentSettlement1795306200000,
  EmailLogTemplateReport1795310000000,
  WaitlistOffers1795400000000,
  OpenHoldsAndPaymentReview1795500000000,
  OwedMailClaims1795600000000,
  AuthSessionsAndAuditLog1795700000000,
  AdminBookings1795800000000,
  AuditLogRecordIndex1795850000000,
  CourseSoftDelete1795900000000,
  GdprDeletionCounts1796050000000,
  CheckoutResumeAndOfferLinks1796150000000,
  GdprLogUnkeyedHashes1796160000000,
  AdminSecondFactorHardening1796170000000,
  OutboxRequestId1796210000000,
  AdminListScale1796220000000,
  CourseAccessData1796300000000,
  AttendanceCertificates1796310000000,
  SelfService1796400000000,
  BookingCalendarSequence1796410000000,
  BookingMailSignIn1796420000000,
  CertificateRevocation1796430000000,
  CheckoutDiscardLink1796450000000,
  PayerCompany1796470000000,
  AdminSearchAnyCollation1796480000000,
  BookingTermsVersion1796500000000,
  FirstBookingDiscount1796510000000,
  BillingAddress1796520000000,
  Invoices1796530000000,
  InvoiceRetention1796561847000,
  Orders1796600000000,
  PayOnInvoice1796610000000,
  OrdersOfSeveral1796620000000,
  AdminListCounts1796635100000,
  InvoiceSeats1796640000000,
  DoublePaymentRefunds1796650000000,
  BookingTotalsOnFigureChanges1796660000000,
  GdprQueueScrubs1796670000000,
];
