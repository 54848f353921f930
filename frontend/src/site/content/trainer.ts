/**
 * The trainer presented on /ueber-uns. Edit this one file to introduce the real person.
 *
 * Everything in [square brackets] is a neutral placeholder: replace it with the trainer's own data
 * and delete lines that do not apply. Add a portrait by putting the image into frontend/public/
 * and setting `portrait`, e.g. { src: '/trainer.jpg', alt: 'Porträt von Dr. med. Erika Beispiel' }.
 * State only what the trainer has confirmed; no invented stations, clients or figures.
 */

interface TrainerFact {
  label: string;
  value: string;
}

interface TrainerSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Short facts shown as a list below the text (stations, qualifications, topics). */
  highlights: string[];
}

export interface Trainer {
  name: string;
  role: string;
  introduction: string;
  portrait: { src: string; alt: string } | null;
  facts: TrainerFact[];
  sections: TrainerSection[];
}

export const trainer: Trainer = {
  name: 'Dr. med. [Name der Trainerin / des Trainers]',
  role: 'Leitung des Seminars Medizinprodukteberater',
  introduction:
    '[Kurzvorstellung in zwei Sätzen: ärztlicher Hintergrund, Schwerpunkt im Medizinprodukterecht und was Teilnehmende im Seminar erwartet.]',
  portrait: null,
  facts: [
    { label: 'Fachrichtung', value: '[Fachrichtung]' },
    { label: 'In der Beratung seit', value: '[Jahr]' },
    { label: 'Schwerpunkte', value: '[z. B. MDR, MPDG, Vigilanz]' },
  ],
  sections: [
    {
      id: 'biografie',
      title: 'Biografie',
      paragraphs: [
        '[Werdegang in drei bis fünf Sätzen: Studium, wichtige berufliche Stationen und der Weg in die Beratung für Medizin und Life Sciences.]',
      ],
      highlights: [
        '[Jahr]: [Station, z. B. Abschluss des Studiums der Humanmedizin]',
        '[Jahr]: [Station, z. B. klinische Tätigkeit]',
        '[Jahr]: [Station, z. B. Gründung der Beratung oder Eintritt in das Unternehmen]',
      ],
    },
    {
      id: 'medizinischer-hintergrund',
      title: 'Medizinischer Hintergrund',
      paragraphs: [
        '[Ärztliche Ausbildung und klinische Erfahrung: Fachrichtung, Kliniken oder Praxen, Dauer und die Medizinprodukte, mit denen gearbeitet wurde.]',
      ],
      highlights: [
        'Approbation: [Jahr]',
        'Facharztbezeichnung: [Fachrichtung]',
        'Klinische Schwerpunkte: [Schwerpunkte]',
      ],
    },
    {
      id: 'aktuelle-taetigkeit',
      title: 'Aktuelle Tätigkeit',
      paragraphs: [
        '[Heutige Position und Aufgaben, z. B. Leitung der Beratung, laufende ärztliche Tätigkeit, Mitarbeit in Fachgremien.]',
      ],
      highlights: ['[Position und Organisation]', '[Aktuelle Tätigkeitsschwerpunkte]'],
    },
    {
      id: 'beratungserfahrung',
      title: 'Beratungserfahrung',
      paragraphs: [
        '[Beratungsschwerpunkte, z. B. Regulatory Affairs nach MDR, Qualitätsmanagement, Schulung von Vertriebsteams. Kunden nur nach Branche nennen, namentlich nur mit deren Freigabe.]',
      ],
      highlights: [
        'Beratung seit: [Jahr]',
        'Themen: [z. B. Klassifizierung, technische Dokumentation, Vigilanz]',
        'Auftraggeber: [Branchen, z. B. Hersteller, Händler, Kliniken]',
      ],
    },
    {
      id: 'lehrerfahrung',
      title: 'Lehrerfahrung',
      paragraphs: ['[Lehr- und Vortragstätigkeit: Seminare, Lehraufträge, Vorträge und Veröffentlichungen.]'],
      highlights: ['[Seminarreihe oder Lehrauftrag, seit Jahr]', '[Vortrag oder Veröffentlichung, Jahr]'],
    },
  ],
};
