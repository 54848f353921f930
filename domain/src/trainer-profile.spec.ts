import { describe, expect, it } from 'vitest';
import { parseTrainerProfile, TRAINER_PHOTO_PATH } from './trainer-profile';
import { trainerCardHtml, trainerSectionsHtml } from './trainer-profile-html';

const profile = (front: string, body = '## Biografie\n\nStudium in Kiel.') => `---\n${front}\n---\n${body}\n`;

describe('parseTrainerProfile', () => {
  it('reads name, role, introduction, facts and sections with their paragraphs and highlights', () => {
    const parsed = parseTrainerProfile(
      [
        '---',
        '# a comment',
        'name: Prof. Dr. Jörg Übermann',
        'role: "Facharzt für Chirurgie"',
        '---',
        '',
        'Erster Satz',
        'geht weiter.',
        '',
        '- Fachrichtung: Chirurgie',
        '- Beratung seit: 2011',
        '',
        '## Aktuelle Tätigkeit',
        'Leitet die Beratung.',
        '',
        'Zweiter Absatz.',
        '- 2011: Gründung',
        '## Aktuelle Tätigkeit',
        'Noch einmal.',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      name: 'Prof. Dr. Jörg Übermann',
      role: 'Facharzt für Chirurgie',
      introduction: ['Erster Satz geht weiter.'],
      facts: [
        { label: 'Fachrichtung', value: 'Chirurgie' },
        { label: 'Beratung seit', value: '2011' },
      ],
      sections: [
        {
          id: 'aktuelle-taetigkeit',
          title: 'Aktuelle Tätigkeit',
          paragraphs: ['Leitet die Beratung.', 'Zweiter Absatz.'],
          highlights: ['2011: Gründung'],
        },
        { id: 'aktuelle-taetigkeit-2', title: 'Aktuelle Tätigkeit', paragraphs: ['Noch einmal.'], highlights: [] },
      ],
    });
  });

  it('takes a photo as an https URL or as a local image file served by the API', () => {
    expect(parseTrainerProfile(profile('name: A B\nphoto: https://cdn.example/a.jpg')).photo).toEqual({
      src: 'https://cdn.example/a.jpg',
      alt: 'Porträt von A B',
    });
    expect(parseTrainerProfile(profile('name: A B\nphoto: bilder/a.webp\nphoto-alt: Frau B lacht')).photo).toEqual({
      src: TRAINER_PHOTO_PATH,
      alt: 'Frau B lacht',
      file: 'bilder/a.webp',
    });
    for (const photo of ['http://cdn.example/a.jpg', 'data:image/png;base64,AA', 'bild.svg'])
      expect(() => parseTrainerProfile(profile(`name: A B\nphoto: ${photo}`)), photo).toThrow(/photo/);
  });

  it('names the line of the first problem, template placeholders included', () => {
    expect(() => parseTrainerProfile('name: A')).toThrow(/line 1: .*'---'/);
    expect(() => parseTrainerProfile(profile('role: Ärztin'))).toThrow(/name/);
    expect(() => parseTrainerProfile(profile('name: A\nalter: 40'))).toThrow(/line 3: expected one of/);
    expect(() => parseTrainerProfile(profile('name: A', 'Nur Text.'))).toThrow(/at least one section/);
    expect(() => parseTrainerProfile(profile('name: A', '# Titel\n## Biografie'))).toThrow(/line 4: sections start/);
    expect(() => parseTrainerProfile(profile('name: A', '- ohne Doppelpunkt\n## B'))).toThrow(/line 4: a fact/);
    expect(() => parseTrainerProfile(profile('name: A', '## Biografie\n\nSeit [Jahr] dabei.'))).toThrow(
      /line 6: replace the placeholder \[Jahr\]/,
    );
  });
});

describe('trainer profile markup', () => {
  it('escapes every text and shows the initials without a photo', () => {
    const parsed = parseTrainerProfile(
      profile('name: Dr. med. <Erika> Muster & Frau, MBA', '- Fach: "Innere"\n## A & B\n\n<b>fett</b>\n- x < y'),
    );
    const card = trainerCardHtml(parsed);
    expect(card).toContain('aria-hidden="true">EF</div>');
    expect(card).toContain('Dr. med. &lt;Erika&gt; Muster &amp; Frau, MBA');
    expect(card).toContain('<dd>&quot;Innere&quot;</dd>');
    expect(trainerSectionsHtml(parsed)).toBe(
      '<section id="a-b" class="trainer-section" aria-labelledby="a-b-heading"><h2 id="a-b-heading">A &amp; B</h2>' +
        '<p>&lt;b&gt;fett&lt;/b&gt;</p><ul class="trainer-section__highlights"><li>x &lt; y</li></ul></section>',
    );
  });

  it('shows the photo with its description', () => {
    const card = trainerCardHtml(parseTrainerProfile(profile('name: A B\nphoto: https://cdn.example/a.jpg?x=1&y=2')));
    expect(card).toContain(
      '<img class="trainer-card__portrait" src="https://cdn.example/a.jpg?x=1&amp;y=2" alt="Porträt von A B"',
    );
  });
});
