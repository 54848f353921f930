/** Content of /ueber-uns besides the trainer's profile (SITE_TRAINER_PROFILE): how the seminar is taught. */
import type { Feature } from '../components/FeatureGrid';

export const teachingPrinciples: Feature[] = [
  {
    title: 'Medizinischer Blick',
    text: 'Wir erklären Vorschriften aus der Sicht derer, die Medizinprodukte anwenden: Welche Information braucht eine Ärztin, ein Pfleger, eine Medizintechnikerin wirklich?',
  },
  {
    title: 'Regulatorik, die stimmt',
    text: 'Aussagen im Seminar stützen sich auf den geltenden Wortlaut von MDR und MPDG. Wo Zahlen kursieren, die sich nicht belegen lassen, sagen wir das.',
  },
  {
    title: 'Praxis vor Theorie',
    text: 'Jede Vorschrift endet bei einer Gesprächssituation: Was sagen Sie, was dokumentieren Sie, an wen geben Sie einen Hinweis weiter?',
  },
  {
    title: 'Kleine Gruppen',
    text: 'Wir schulen live und online in bewusst kleinen Gruppen. So bleibt Zeit für Ihre Fragen, und Sie sparen Anreise und Übernachtung.',
  },
];

export const consultationMail = {
  subject: 'Beratungsgespräch: Medizinprodukteberater Zertifizierung',
  body: 'Guten Tag,\n\nich möchte gern in einem kurzen Gespräch klären, ob das Seminar zu mir oder meinem Team passt.\n\nMeine Telefonnummer: \nAm besten erreichbar: \n\nMit freundlichen Grüßen\n',
};
