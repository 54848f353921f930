import { type Theme, Typography, useMediaQuery } from '@mui/material';
import { Route, Routes } from 'react-router';
import {
  BooleanInput,
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  WrapperField,
} from 'react-admin';
import { COURSE_STATUS_CHOICES, COURSE_TYPE_CHOICES } from './course-choices';
import { CourseCreateDialog, CourseEditDialog } from './CourseFormDialog';
import {
  CourseDateField,
  CourseFillField,
  CourseStatusAndStateField,
  CourseTimeField,
  GrossPriceField,
  TitleAndTypeField,
} from './course-fields';
import { ParticipantsDialog } from '../course-run/ParticipantsDialog';
import { CourseCards } from './CourseCards';
import { CourseActionsProvider, CourseRowActions } from './CourseRowActions';
import { SpotsInput } from './SpotsInput';

const filters = [
  <SearchInput key="q" source="q" placeholder="Titel, Beschreibung, Ort" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={COURSE_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="type" source="type" label="Kursart" choices={COURSE_TYPE_CHOICES} alwaysOn />,
  <BooleanInput key="upcoming" source="upcoming" label="Nur kommende" parse={(on: boolean) => on || null} alwaysOn />,
];

function CourseListActions() {
  return (
    <TopToolbar>
      <CreateButton label="Neuer Kurs" />
    </TopToolbar>
  );
}

/** 'Kurse verwalten' (spec 001 §2): server-paged table with inline spots; the dialogs open over it. */
export function CourseList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <CourseActionsProvider>
      <List
        title="Kurse verwalten"
        sort={{ field: 'date', order: 'ASC' }}
        filters={filters}
        actions={<CourseListActions />}
      >
        {isPhone ? (
          <CourseCards />
        ) : (
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <TitleAndTypeField label="Kurs" sortBy="title" />
            <WrapperField label="Datum und Uhrzeit" sortBy="date">
              <CourseDateField />
              <Typography variant="caption" color="text.secondary" component="div">
                <CourseTimeField />
              </Typography>
            </WrapperField>
            <GrossPriceField label="Preis" sortBy="gross_price" />
            <WrapperField label="Plätze (frei / max.)" sortBy="available_spots">
              <SpotsInput />
              <CourseFillField />
            </WrapperField>
            <CourseStatusAndStateField label="Status" sortBy="status" />
            <CourseRowActions label="Aktionen" textAlign="right" />
          </Datagrid>
        )}
      </List>
      <Routes>
        <Route path="create" element={<CourseCreateDialog />} />
        <Route path=":id" element={<CourseEditDialog />} />
        <Route path=":id/teilnehmer" element={<ParticipantsDialog />} />
      </Routes>
    </CourseActionsProvider>
  );
}
