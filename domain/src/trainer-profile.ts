/**
 * The trainer presented on /ueber-uns, from the operator's profile file (SITE_TRAINER_PROFILE,
 * DECISIONS.md 29): a Markdown file with a front matter, read by the API when it starts.
 *
 *   ---
 *   name: Dr. Erika Musterfrau
 *   role: Fachärztin für Innere Medizin, Leitung des Seminars
 *   photo: portrait.jpg        (optional: a file beside the profile, an absolute path or an https URL)
 *   photo-alt: Porträt von …   (optional)
 *   ---
 *   Introduction: paragraphs before the first section.
 *
 *   - Fachrichtung: Innere Medizin      (facts of the profile card: 'Label: value')
 *
 *   ## Biografie                        (one section per level-2 heading)
 *   Paragraphs, and list items shown as highlights.
 */
export interface TrainerProfile {
  name: string;
  role: string;
  introduction: string[];
  facts: { label: string; value: string }[];
  sections: TrainerSection[];
  /** Without a photo the card shows the name's initials. */
  photo?: TrainerPhoto;
}

interface TrainerSection {
  /** Anchor of the section, from its title ('Aktuelle Tätigkeit' -> 'aktuelle-taetigkeit'). */
  id: string;
  title: string;
  paragraphs: string[];
  highlights: string[];
}

interface TrainerPhoto {
  /** What the page loads: the https URL, or the path the API serves the local file under. */
  src: string;
  alt: string;
  /** The local file as the profile names it (relative to the profile file); absent for a URL. */
  file?: string;
}

/** Where the default profile lies, relative to the directory the API starts in (the repository, /app in the image). */
export const TRAINER_PROFILE_DEFAULT_PATH = 'backend/content/trainer.md';

/** The path the API serves a locally configured trainer photo under. */
export const TRAINER_PHOTO_PATH = '/ueber-uns/portrait';

const PHOTO_FILE = /\.(jpe?g|png|webp|avif)$/i;
/** What a template leaves behind: '[Jahr]', '[Name der Trainerin]'. */
const TEMPLATE_PLACEHOLDER = /\[[A-ZÄÖÜ][^\]]*\]/;
const FRONT_MATTER_KEYS = ['name', 'role', 'photo', 'photo-alt'] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];

class ProfileError extends Error {
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

/** The profile a Markdown text describes; throws naming the line of the first problem. */
export function parseTrainerProfile(markdown: string): TrainerProfile {
  const lines = markdown.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const placeholder = TEMPLATE_PLACEHOLDER.exec(line);
    if (placeholder) throw new ProfileError(index + 1, `replace the placeholder ${placeholder[0]}`);
  });
  if (lines[0]?.trim() !== '---') throw new ProfileError(1, "the profile starts with '---' and the front matter");
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) throw new ProfileError(lines.length, "the front matter ends with a line '---'");
  const front = frontMatter(lines.slice(1, end), 2);
  if (!front.name) throw new ProfileError(1, "the front matter needs 'name: …'");
  const body = profileBody(lines.slice(end + 1), end + 2);
  if (body.sections.length === 0)
    throw new ProfileError(end + 2, "the profile needs at least one section ('## Title')");
  return { name: front.name, role: front.role ?? '', ...body, ...photoOf(front) };
}

function frontMatter(lines: string[], firstLine: number): Partial<Record<FrontMatterKey, string>> {
  const values: Partial<Record<FrontMatterKey, string>> = {};
  lines.forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const match = /^([\w-]+):\s*(.*)$/.exec(line.trim());
    const key = match?.[1] as FrontMatterKey | undefined;
    if (!match || !key || !FRONT_MATTER_KEYS.includes(key))
      throw new ProfileError(firstLine + index, `expected one of ${FRONT_MATTER_KEYS.join(', ')} as 'key: value'`);
    const value = match[2].trim().replace(/^(["'])(.*)\1$/, '$2');
    if (value) values[key] = value;
  });
  return values;
}

function photoOf(front: Partial<Record<FrontMatterKey, string>>): Pick<TrainerProfile, 'photo'> {
  const location = front.photo;
  if (!location) return {};
  const alt = front['photo-alt'] ?? `Porträt von ${front.name}`;
  if (/^https:\/\//i.test(location)) return { photo: { src: location, alt } };
  if (/^[a-z]+:/i.test(location) || !PHOTO_FILE.test(location))
    throw new Error('photo: an https URL or a JPEG, PNG, WebP or AVIF file');
  return { photo: { src: TRAINER_PHOTO_PATH, alt, file: location } };
}

function profileBody(lines: string[], firstLine: number) {
  const introduction: string[] = [];
  const facts: TrainerProfile['facts'] = [];
  const sections: TrainerSection[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) (sections.at(-1)?.paragraphs ?? introduction).push(paragraph.join(' '));
    paragraph = [];
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = firstLine + index;
    if (!line) return endParagraph();
    if (line.startsWith('#')) {
      endParagraph();
      const heading = /^##\s+(.+)$/.exec(line);
      if (!heading) throw new ProfileError(lineNumber, "sections start with '## ' (no other heading level)");
      sections.push({ id: uniqueId(heading[1], sections), title: heading[1], paragraphs: [], highlights: [] });
      return;
    }
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!item) return void paragraph.push(line);
    endParagraph();
    const section = sections.at(-1);
    if (section) return void section.highlights.push(item[1]);
    const fact = /^([^:]+):\s+(.+)$/.exec(item[1]);
    if (!fact) throw new ProfileError(lineNumber, "a fact before the first section reads '- Label: value'");
    facts.push({ label: fact[1].trim(), value: fact[2].trim() });
  });
  endParagraph();
  return { introduction, facts, sections };
}

function uniqueId(title: string, sections: TrainerSection[]): string {
  const base =
    title
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'abschnitt';
  const taken = new Set(sections.map((section) => section.id));
  let id = base;
  for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
  return id;
}
