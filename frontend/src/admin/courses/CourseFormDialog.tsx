import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router';
import {
  Confirm,
  DateInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  minValue,
  required,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { failureMessage, fieldErrorsOf } from '../api-errors';
import { type CourseCancellation, type CourseRow, type CourseUpdateResult } from './course-api';
import { COURSE_STATUS_CHOICES, COURSE_TYPE_CHOICES } from './course-choices';
import {
  type CourseFormValues,
  NEW_COURSE_VALUES,
  formValuesOf,
  requestBodyOf,
  scheduleChanged,
} from './course-form-values';
import { AccessInputs } from './AccessInputs';
import { CancellationResult } from './CancellationResult';
import { PriceInputs } from './PriceInputs';

const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

/** /admin/courses/create: the dialog 'Neuen Kurs erstellen' over the list. */
export function CourseCreateDialog() {
  const dataProvider = useDataProvider();
  return (
    <CourseFormDialog
      title="Neuen Kurs erstellen"
      initial={NEW_COURSE_VALUES}
      successMessage="Kurs erstellt"
      save={async (body) => (await dataProvider.create<CourseRow>('courses', { data: body })).data}
    />
  );
}

/** /admin/courses/:id: the dialog 'Kurs bearbeiten' over the list. */
export function CourseEditDialog() {
  const { id } = useParams();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: course } = useGetOne<CourseRow>(
    'courses',
    { id: id! },
    {
      retry: false,
      onError: (error) => {
        notify(failureMessage('Fehler', error), { type: 'error' });
        redirect('list', 'courses');
      },
    },
  );
  if (!course) return null;
  return (
    <CourseFormDialog
      title="Kurs bearbeiten"
      initial={formValuesOf(course)}
      confirmedCount={course.confirmed_count}
      isEdit
      successMessage="Kurs aktualisiert"
      save={async (body) =>
        (await dataProvider.update<CourseUpdateResult>('courses', { id: course.id, data: body, previousData: course }))
          .data
      }
    />
  );
}

interface CourseFormDialogProps {
  title: string;
  initial: CourseFormValues;
  confirmedCount?: number;
  isEdit?: boolean;
  successMessage: string;
  save: (body: ReturnType<typeof requestBodyOf>) => Promise<CourseUpdateResult>;
}

function CourseFormDialog({ title, initial, confirmedCount = 0, successMessage, save, isEdit }: CourseFormDialogProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const close = () => redirect('list', 'courses');
  const [cancellation, setCancellation] = useState<CourseCancellation>();
  const [confirming, setConfirming] = useState<'cancel' | 'reschedule'>();
  const decide = useRef<(confirmed: boolean) => void>(undefined);
  const ask = (question: 'cancel' | 'reschedule') =>
    new Promise<boolean>((resolve) => {
      decide.current = resolve;
      setConfirming(question);
    });
  const answer = (confirmed: boolean) => {
    setConfirming(undefined);
    decide.current?.(confirmed);
  };

  const submit = async (fieldValues: FieldValues) => {
    const values = fieldValues as CourseFormValues;
    const cancelling = values.status === 'cancelled' && initial.status !== 'cancelled';
    if (cancelling && !(await ask('cancel'))) return undefined;
    if (!cancelling && isEdit && confirmedCount > 0 && scheduleChanged(initial, values) && !(await ask('reschedule')))
      return undefined;
    try {
      const saved = await save(requestBodyOf(values));
      notify(successMessage, { type: 'success' });
      refresh();
      if (
        saved.cancellation &&
        (initial.status !== 'cancelled' || saved.cancellation.cancelledBookings || saved.cancellation.failed.length)
      )
        setCancellation(saved.cancellation);
      else close();
      return undefined;
    } catch (error) {
      notify(failureMessage('Fehler', error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  if (cancellation) return <CancellationResult cancellation={cancellation} onClose={close} />;
  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="course-dialog-title">
      <DialogTitle id="course-dialog-title">{title}</DialogTitle>
      <Form defaultValues={initial} onSubmit={submit}>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput source="title" label="Titel" validate={required()} sx={{ gridColumn: '1 / -1' }} />
            <TextInput source="description" label="Beschreibung" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
            <DateInput source="date" label="Datum" validate={required()} />
            <TextInput source="location" label="Ort" validate={required()} />
            <TextInput source="startTime" label="Beginn" type="time" validate={required()} slotProps={SHRUNK_LABEL} />
            <TextInput source="endTime" label="Ende" type="time" validate={required()} slotProps={SHRUNK_LABEL} />
            <PriceInputs />
            <NumberInput
              source="maxParticipants"
              label="Max. Teilnehmende"
              min={1}
              step={1}
              validate={[required(), minValue(1)]}
            />
            <TextInput source="currency" label="Währung" readOnly />
            <SelectInput source="type" label="Kursart" choices={COURSE_TYPE_CHOICES} validate={required()} />
            <SelectInput source="status" label="Status" choices={COURSE_STATUS_CHOICES} validate={required()} />
            <AccessInputs isNew={!isEdit} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Abbrechen</Button>
          <SaveButton label="Speichern" />
        </DialogActions>
      </Form>
      <Confirm
        isOpen={confirming === 'reschedule'}
        title="Termin ändern?"
        content={`${confirmedCount} ${confirmedCount === 1 ? 'Teilnehmer wird' : 'Teilnehmer werden'} per E-Mail über die Terminänderung informiert.`}
        confirm="Speichern und informieren"
        cancel="Zurück"
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
      <Confirm
        isOpen={confirming === 'cancel'}
        title="Kurs absagen?"
        content={`Alle bestätigten Buchungen (derzeit ${confirmedCount}) werden storniert, voll erstattet und die Teilnehmenden per E-Mail benachrichtigt. Offene Zahlungen werden beendet, die Warteliste wird geleert.`}
        confirm="Kurs absagen"
        cancel="Zurück"
        confirmColor="warning"
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
    </Dialog>
  );
}
