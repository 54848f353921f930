import { Alert, Badge, Box, Card, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { formatShortDate } from '@mpb/domain';
import { useState } from 'react';
import { Title } from 'react-admin';
import { CourseQueue } from './CourseQueue';
import { useWaitlistOverview } from './waitlist-api';
import { WaitlistCards } from './WaitlistCards';

/** 'Wartelisten' (001 §2): only sold-out courses with a queue; one tab per course by date, the first selected. */
export function WaitlistEntryList() {
  const overview = useWaitlistOverview();
  const [chosen, setChosen] = useState<string | null>(null);
  if (overview.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (overview.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>{`Fehler beim Laden der Wartelisten: ${overview.error.message}`}</Alert>
    );
  const { courses, cards } = overview.data;
  const selected = courses.find((course) => course.id === chosen)?.id ?? courses[0]?.id;
  return (
    <Stack spacing={2} sx={{ py: 2, contain: 'inline-size' }}>
      <Title title="Wartelisten" />
      <WaitlistCards cards={cards} />
      {selected ? (
        <Card variant="outlined">
          <Tabs
            value={selected}
            onChange={(_, id: string) => setChosen(id)}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {courses.map((course) => (
              <Tab
                key={course.id}
                value={course.id}
                sx={{ textTransform: 'none', alignItems: 'flex-start', pr: 4 }}
                label={
                  <Badge badgeContent={course.entries} color="primary" sx={{ '& .MuiBadge-badge': { right: -14 } }}>
                    <Box sx={{ textAlign: 'left' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {formatShortDate(course.date)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {course.title}
                      </Typography>
                    </Box>
                  </Badge>
                }
              />
            ))}
          </Tabs>
          <CourseQueue key={selected} courseId={selected} />
        </Card>
      ) : (
        <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6">Keine Wartelisten vorhanden</Typography>
          <Typography color="text.secondary">Wartelisten werden nur für ausgebuchte Kurse angezeigt.</Typography>
        </Card>
      )}
    </Stack>
  );
}
