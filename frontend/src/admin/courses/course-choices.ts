/** German labels of the course types and states (spec 001 §3, the API's own wording). */
export const COURSE_TYPE_CHOICES = [
  { id: 'basis', name: 'Basis' },
  { id: 'advanced', name: 'Advanced' },
  { id: 'auffrischung', name: 'Auffrischung' },
  { id: 'custom', name: 'Individuell' },
];

export const COURSE_STATUS_CHOICES = [
  { id: 'active', name: 'Aktiv' },
  { id: 'inactive', name: 'Inaktiv' },
  { id: 'cancelled', name: 'Abgesagt' },
];

export const labelOf = (choices: { id: string; name: string }[], id: string) =>
  choices.find((choice) => choice.id === id)?.name ?? id;
