import { escapeHtml } from '@mpb/emails';
import { formatLongDate, formatTimeRange } from '@mpb/domain';
import { Participant, ParticipantList } from './dto/participants.dto';

/** Rows per printed A4 page. */
const PRINT_ROWS_PER_PAGE = 20;

const STYLE = `
  @page { size: A4 portrait; margin: 12mm 12mm 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Sans', 'Segoe UI', Roboto, Arial, sans-serif; color: #13222d; background: #e8eef2; }
  .sheet { width: 210mm; min-height: 297mm; margin: 8mm auto; padding: 12mm; background: #fff; box-shadow: 0 1px 6px rgba(0,0,0,.15); }
  header { display: flex; justify-content: space-between; align-items: flex-end; gap: 8mm;
           border-bottom: 2px solid #072f44; padding-bottom: 3mm; margin-bottom: 4mm; }
  h1 { font-size: 15pt; margin: 0 0 1mm; color: #072f44; }
  .when { font-size: 10.5pt; margin: 0; }
  .meta { font-size: 8.5pt; color: #4b5d6b; text-align: right; white-space: nowrap; }
  table { width: 100%; border-collapse: collapse; font-size: 9pt; table-layout: fixed; }
  th { text-align: left; font-size: 8pt; text-transform: uppercase; letter-spacing: .04em; color: #4b5d6b;
       border-bottom: 1px solid #072f44; padding: 1.5mm 1.5mm; }
  td { border-bottom: 1px solid #dbe5ec; padding: 0 1.5mm; height: 11mm; vertical-align: middle; overflow-wrap: anywhere; }
  .nr { width: 8mm; color: #4b5d6b; }
  .name { width: 40mm; font-weight: 600; }
  .company { width: 34mm; }
  .email { width: 46mm; }
  .phone { width: 30mm; }
  .sign { width: auto; }
  .empty { color: #4b5d6b; font-style: italic; padding-top: 6mm; }
  @media print {
    body { background: none; }
    .sheet { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; break-after: page; }
    .sheet:last-child { break-after: auto; }
  }
`;

/**
 * The trainer's printed participant list: A4 sheets of 20 people each, the course and date in the
 * header of every sheet, an empty column for the signature or a tick.
 */
export function participantsPrintHtml(list: ParticipantList): string {
  const { course, participants } = list;
  const title = escapeHtml(course.title);
  const when = escapeHtml(`${formatLongDate(course.date)}, ${formatTimeRange(course.start_time, course.end_time)}`);
  const pages: Participant[][] = [];
  for (let index = 0; index < participants.length; index += PRINT_ROWS_PER_PAGE)
    pages.push(participants.slice(index, index + PRINT_ROWS_PER_PAGE));
  if (!pages.length) pages.push([]);
  const sheets = pages.map((people, page) => {
    const rows = people
      .map(
        (person, index) => `<tr>
          <td class="nr">${page * PRINT_ROWS_PER_PAGE + index + 1}</td>
          <td class="name">${escapeHtml(person.name)}</td>
          <td class="company">${escapeHtml(person.company ?? '')}</td>
          <td class="email">${escapeHtml(person.email)}</td>
          <td class="phone">${escapeHtml(person.phone ?? '')}</td>
          <td class="sign"></td>
        </tr>`,
      )
      .join('');
    return `<section class="sheet">
      <header>
        <div><h1>${title}</h1><p class="when">${when} · ${escapeHtml(course.location)}</p></div>
        <div class="meta">Teilnehmerliste · ${participants.length} Teilnehmende<br>Seite ${page + 1} von ${pages.length}</div>
      </header>
      <table>
        <thead><tr><th class="nr">Nr.</th><th class="name">Name</th><th class="company">Firma</th><th class="email">E-Mail</th><th class="phone">Telefon</th><th class="sign">Anwesend / Unterschrift</th></tr></thead>
        <tbody>${rows || '<tr><td colspan="6" class="empty">Noch keine bestätigten Teilnehmenden.</td></tr>'}</tbody>
      </table>
    </section>`;
  });
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Teilnehmerliste – ${title} – ${escapeHtml(formatLongDate(course.date))}</title>
<style>${STYLE}</style>
</head>
<body>
${sheets.join('\n')}
</body>
</html>`;
}
