import { Link } from '@react-email/components';
import { DEFAULT_COURSE_LOCATION } from '../calendar-event';
import { cancellationFeeLines, formatLongDate, formatTimeRange, SITE_PATHS } from '@mpb/domain';
import { siteLink, type SiteInfo } from '../site';
import { BulletList, EmailParagraph, linkStyle, NoticeBox, type DetailRow } from './blocks';

/** The course a mail is about, with the spec's field formats. */
export interface CourseSchedule {
  courseTitle: string;
  /** 'yyyy-MM-dd' */
  courseDate: string;
  /** 'HH:MM' or 'HH:MM:SS', Europe/Berlin */
  startTime: string;
  endTime: string;
  /** Defaults to 'Live Online Webinar'. */
  location?: string;
}

export function courseRows(course: CourseSchedule): DetailRow[] {
  return [
    { label: 'Kurs', value: course.courseTitle },
    { label: 'Datum', value: formatLongDate(course.courseDate) },
    { label: 'Uhrzeit', value: formatTimeRange(course.startTime, course.endTime) },
    { label: 'Format', value: course.location || DEFAULT_COURSE_LOCATION },
  ];
}

export function Greeting({ name }: { name?: string }) {
  const trimmed = name?.trim();
  return <EmailParagraph>{trimmed ? `Guten Tag ${trimmed},` : 'Guten Tag,'}</EmailParagraph>;
}

export function SignOff() {
  return (
    <EmailParagraph>
      Mit freundlichen Grüßen
      <br />
      Ihr Team der Medizinprodukteberater Zertifizierung
    </EmailParagraph>
  );
}

/** Cancellation and withdrawal terms as stated in the AGB. */
export function CancellationTerms({ site }: { site: SiteInfo }) {
  return (
    <NoticeBox title="Stornierungsbedingungen">
      <BulletList
        items={[
          ...cancellationFeeLines('Kurs'),
          'Bei weniger als 3 Teilnehmenden kann der Kurs vom Anbieter abgesagt werden. Bereits gezahlte Beträge erstatten wir Ihnen dann vollständig.',
          'Ihr gesetzliches Widerrufsrecht beträgt 14 Tage.',
        ]}
      />
      Stornieren, umbuchen oder eine Ersatzperson benennen können Sie selbst unter „Meine Buchungen“ oder per E-Mail an{' '}
      <Link href={`mailto:${site.email}`} style={linkStyle}>
        {site.email}
      </Link>
      . Alle Einzelheiten finden Sie in unseren{' '}
      <Link href={siteLink(site, SITE_PATHS.terms)} style={linkStyle}>
        AGB
      </Link>
      .
    </NoticeBox>
  );
}
