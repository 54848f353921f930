import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { CourseRow } from './course-api';
import {
  CourseDateField,
  CourseFillField,
  CourseStatusAndStateField,
  CourseTimeField,
  GrossPriceField,
  TitleAndTypeField,
} from './course-fields';
import { CourseRowActions } from './CourseRowActions';
import { SpotsInput } from './SpotsInput';

/** The courses list on a phone: one card per course with the same fields, spots input and actions. */
export function CourseCards() {
  const { data, isPending } = useListContext<CourseRow>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>Keine Kurse gefunden.</Typography>;
  return (
    // Room below the last card: on a phone the floating 'Neuer Kurs' button (+) would cover it.
    <Stack component="ul" aria-label="Kurse" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1, pb: 16 }}>
      {data.map((course) => (
        <RecordContextProvider key={course.id} value={course}>
          <Card component="li" variant="outlined" aria-label={course.title}>
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Box>
                  <TitleAndTypeField />
                </Box>
                <CourseStatusAndStateField />
              </Box>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <CourseDateField /> · <CourseTimeField /> · <GrossPriceField />
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  mt: 1,
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <SpotsInput />
                <CourseRowActions />
              </Box>
              <CourseFillField />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
