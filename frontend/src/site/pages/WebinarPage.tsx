import type { MetaFunction } from 'react-router';
import { ContactBlock } from '../components/ContactBlock';
import { CourseDateList } from '../components/CourseDateList';
import { InfoCards } from '../components/InfoCards';
import { NextCourseCard } from '../components/NextCourseCard';
import { NextCoursePending } from '../components/NextCoursePending';
import { ServedText } from '../components/ServedText';
import { PageHero } from '../components/PageHero';
import { CoursesUnavailableCard } from '../components/CoursesUnavailableCard';
import { SoldOutCard } from '../components/SoldOutCard';
import { VisitorAccount } from '../components/VisitorAccount';
import { OfferNotice } from '../components/OfferNotice';
import { fullCourses, useCourseDialogs } from '../components/use-course-dialogs';
import { basisPrice, findNextAvailableCourse, upcomingCourses } from '../lib/courses';
import { formatNextCourseLabel, SERVED_TEXTS, SITE_PATHS } from '@mpb/domain';
import { courseSchema, pageMeta } from '../lib/seo';
import { useCourses } from '../lib/use-courses';
import { useWaitlistOffer } from '../lib/use-waitlist-offer';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Online-Seminare und Termine',
    description:
      'Alle Termine des Live-Online-Seminars für Medizinprodukteberater: 7,5 Stunden kompaktes Praxiswissen zu MDR und MPDG, freie Plätze, Preis und direkte Buchung.',
    path: SITE_PATHS.courses,
    breadcrumb: 'Online-Seminare',
    structuredData: [courseSchema()],
  });

const highlights = [
  'Rechtsgrundlagen nach MDR und MPDG verständlich erklärt',
  'Klassifizierung und Risikoklassen I, IIa, IIb und III',
  'Beratungspraxis, Dokumentation und Vigilanz im Außendienst',
  'Zertifikat als Nachweis Ihrer Sachkenntnis nach § 83 MPDG',
];

export default function WebinarPage() {
  const { courses, loading, unavailable, retry } = useCourses();
  const dialogs = useCourseDialogs(courses);
  const offer = useWaitlistOffer((loaded) => dialogs.openBooking(loaded.details.course, loaded));
  const joinWaitlist = () => dialogs.openWaitlist(fullCourses(courses));
  const upcoming = upcomingCourses(courses);
  const nextCourse = findNextAvailableCourse(courses);
  const basis = basisPrice(courses);

  return (
    <>
      {offer.problem && <OfferNotice message={offer.problem} onDismiss={offer.dismiss} />}
      <PageHero
        eyebrow="Live-Online-Seminar · Basiszertifizierung"
        title="Online-Seminar Medizinprodukteberater"
        lead="In einem Tag zum qualifizierten Zertifikat: kompaktes, praxisnahes Wissen für Vertrieb, Service und Produktmanagement, live und interaktiv von Ihrem Arbeitsplatz aus."
      >
        <div className="hero__actions">
          {loading ? (
            <button type="button" className="button button--primary button--large" disabled>
              <ServedText name={SERVED_TEXTS.nextCourseLabel}>Termine werden geladen...</ServedText>
            </button>
          ) : unavailable ? (
            <button type="button" className="button button--primary button--large" onClick={retry}>
              Termine erneut laden
            </button>
          ) : nextCourse ? (
            <button
              type="button"
              className="button button--primary button--large"
              onClick={() => dialogs.openBooking(nextCourse)}
            >
              {formatNextCourseLabel(nextCourse.date)}
            </button>
          ) : (
            <button type="button" className="button button--primary button--large" onClick={joinWaitlist}>
              Interesse bekunden
            </button>
          )}
          <button type="button" className="button button--outline-light button--large" onClick={dialogs.openCalendar}>
            Alle Termine im Kalender
          </button>
        </div>
        <VisitorAccount redirect={SITE_PATHS.courses} />
        <InfoCards basisPriceCents={basis.cents} basisVatExempt={basis.vatExempt} />
      </PageHero>

      <section className="section" id="webinar" aria-labelledby="booking-heading">
        <div className="container split">
          <div>
            <h2 id="booking-heading">Ihr Termin</h2>
            {loading ? (
              <NextCoursePending />
            ) : unavailable ? (
              <CoursesUnavailableCard onRetry={retry} />
            ) : nextCourse ? (
              <NextCourseCard course={nextCourse} onBook={dialogs.openBooking} />
            ) : (
              <SoldOutCard onJoinWaitlist={joinWaitlist} />
            )}
          </div>
          <div>
            <h2>Was Sie erwartet</h2>
            <ul className="check-list">
              {highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <p className="muted">
              Alle Inhalte im Detail finden Sie unter <a href={SITE_PATHS.seminarContent}>Seminarinhalte</a>.
            </p>
          </div>
        </div>
      </section>

      <section className="section section--tinted" id="termine" aria-labelledby="dates-heading">
        <div className="container">
          <h2 id="dates-heading">Alle Termine</h2>
          {unavailable ? (
            <p className="muted">Die Termine erscheinen hier, sobald sie wieder geladen werden konnten.</p>
          ) : loading ? (
            <div className="skeleton-list" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          ) : (
            <CourseDateList
              courses={upcoming}
              onBook={dialogs.openBooking}
              onWaitlist={(course) => dialogs.openWaitlist([course])}
            />
          )}
        </div>
      </section>

      <ContactBlock />

      {dialogs.dialogs}
    </>
  );
}
