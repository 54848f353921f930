import { escapeHtml } from './html';
import type { TrainerProfile } from './trainer-profile';

/** Title words left out of the initials: 'Dr.', 'med.', 'Prof.', 'Dipl.-Ing.'. */
const TITLE = /\.$/;
const LETTER = /\p{L}/u;

/** 'Dr. Erika Musterfrau' -> 'EM'. */
function trainerInitials(name: string): string {
  const words = name
    .split(',')[0]
    .split(/\s+/)
    .filter((word) => LETTER.test(word) && !TITLE.test(word));
  const initial = (word?: string) => LETTER.exec(word ?? '')?.[0] ?? '';
  return (initial(words[0]) + (words.length > 1 ? initial(words.at(-1)) : '')).toUpperCase();
}

/**
 * The profile card's portrait, name, role, introduction and facts as /ueber-uns shows them. The
 * API fills this markup into the prerendered page and the browser hydrates the same string, so
 * it must not depend on anything but the profile.
 */
export function trainerCardHtml(profile: TrainerProfile): string {
  const portrait = profile.photo
    ? `<img class="trainer-card__portrait" src="${escapeHtml(profile.photo.src)}" alt="${escapeHtml(profile.photo.alt)}" width="112" height="112">`
    : `<div class="trainer-card__portrait trainer-card__portrait--initials" aria-hidden="true">${escapeHtml(trainerInitials(profile.name))}</div>`;
  const facts = profile.facts.length
    ? `<dl class="trainer-card__facts">${profile.facts
        .map((fact) => `<div><dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.value)}</dd></div>`)
        .join('')}</dl>`
    : '';
  return [
    portrait,
    `<h2 id="trainer-name" class="trainer-card__name">${escapeHtml(profile.name)}</h2>`,
    profile.role ? `<p class="trainer-card__role">${escapeHtml(profile.role)}</p>` : '',
    ...profile.introduction.map((text) => `<p class="trainer-card__introduction">${escapeHtml(text)}</p>`),
    facts,
  ].join('');
}

/** The profile's sections, each a region named by its heading. */
export function trainerSectionsHtml(profile: TrainerProfile): string {
  return profile.sections
    .map((section) => {
      const id = escapeHtml(section.id);
      const highlights = section.highlights.length
        ? `<ul class="trainer-section__highlights">${section.highlights.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      return `<section id="${id}" class="trainer-section" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${escapeHtml(section.title)}</h2>${section.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${highlights}</section>`;
    })
    .join('');
}
