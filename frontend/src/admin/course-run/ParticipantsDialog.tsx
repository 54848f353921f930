import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  Link,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  type Attendance,
  formatAmount,
  formatLongDate,
  formatShortDateTime,
  formatTimeRange,
  SITE_PATHS,
} from '@mpb/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { IconButtonWithTooltip, useNotify, useRedirect, useRefresh } from 'react-admin';
import { useParams } from 'react-router';
import { apiUrl } from '../../api/client';
import { failureMessage } from '../api-errors';
import { CsvExportButton } from '../components/CsvExportButton';
import { CorrectNameDialog } from './CorrectNameDialog';
import { DateStateChip } from './DateStateChip';
import {
  loadParticipants,
  type Participant,
  type ParticipantList,
  participantsCsvUrl,
  participantsPrintUrl,
  resendCertificate,
  saveAttendance,
} from './participants-api';

const MAIL_LABELS: Record<NonNullable<Participant['certificate_mail']>, string> = {
  queued: 'wird versendet',
  sending: 'wird versendet',
  sent: 'versendet',
  failed: 'Versand fehlgeschlagen',
  skipped: 'nicht versendet',
};

type Draft = Record<string, Attendance | null>;

/** Each participant's attendance as stored, the draft's starting point. */
const draftOf = (list: ParticipantList): Draft =>
  Object.fromEntries(list.participants.map((person) => [person.booking_id, person.attendance]));

/** 'Teilnehmer' of one course date: list, CSV, print view, attendance and certificates. */
export function ParticipantsDialog() {
  const { id = '' } = useParams();
  const redirect = useRedirect();
  const notify = useNotify();
  const refresh = useRefresh();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [list, setList] = useState<ParticipantList>();
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const [correcting, setCorrecting] = useState<Participant>();

  const showLoaded = useCallback((loaded: ParticipantList) => {
    setList(loaded);
    setDraft(draftOf(loaded));
  }, []);
  const notifyLoadFailure = useCallback(
    (error: unknown) => notify(failureMessage('Teilnehmerliste nicht geladen', error), { type: 'error' }),
    [notify],
  );
  const load = () => loadParticipants(id).then(showLoaded, notifyLoadFailure);
  useEffect(() => {
    let current = true;
    loadParticipants(id).then(
      (loaded) => current && showLoaded(loaded),
      (error: unknown) => current && notifyLoadFailure(error),
    );
    return () => {
      current = false;
    };
  }, [id, showLoaded, notifyLoadFailure]);

  const changes = useMemo(
    () =>
      (list?.participants ?? [])
        .filter((person) => draft[person.booking_id] && draft[person.booking_id] !== person.attendance)
        .map((person) => ({ bookingId: person.booking_id, attendance: draft[person.booking_id]! })),
    [list, draft],
  );
  const close = () => redirect('list', 'courses');
  const open = list?.course.attendance_open ?? false;
  const setAll = (attendance: Attendance) =>
    setDraft(Object.fromEntries((list?.participants ?? []).map((person) => [person.booking_id, attendance])));

  const save = async () => {
    setSaving(true);
    try {
      const { message } = await saveAttendance(id, changes);
      notify(message, { type: 'success' });
      await load();
      refresh();
    } catch (error) {
      notify(failureMessage('Anwesenheit nicht gespeichert', error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const resend = async (person: Participant) => {
    try {
      notify((await resendCertificate(person.booking_id)).message, { type: 'success' });
      await load();
    } catch (error) {
      notify(failureMessage('Versand fehlgeschlagen', error), { type: 'error' });
    }
  };

  const attendanceToggle = (person: Participant) => (
    <ToggleButtonGroup
      size="small"
      exclusive
      disabled={!open}
      value={draft[person.booking_id] ?? null}
      onChange={(_, value: Attendance | null) => value && setDraft({ ...draft, [person.booking_id]: value })}
      aria-label={`Anwesenheit von ${person.name}`}
    >
      <ToggleButton value="present" color="success" aria-label="Anwesend">
        <CheckIcon fontSize="small" sx={{ mr: 0.5 }} />
        Anwesend
      </ToggleButton>
      <ToggleButton value="absent" color="error" aria-label="Abwesend">
        <CloseIcon fontSize="small" sx={{ mr: 0.5 }} />
        Abwesend
      </ToggleButton>
    </ToggleButtonGroup>
  );
  const certificate = (person: Participant) =>
    person.certificate_number && person.certificate_revoked ? (
      <Box>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', textDecoration: 'line-through' }}
        >
          {person.certificate_number}
        </Typography>
        <Typography variant="caption" color="error">
          widerrufen
        </Typography>
      </Box>
    ) : person.certificate_number ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box>
          <Link
            variant="body2"
            href={`${SITE_PATHS.certificateCheck}/${person.certificate_number}`}
            target="_blank"
            rel="noopener"
            title="Prüfseite des Zertifikats öffnen"
            sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', display: 'block' }}
          >
            {person.certificate_number}
          </Link>
          <Typography variant="caption" color={person.certificate_mail === 'failed' ? 'error' : 'text.secondary'}>
            {person.certificate_mail ? MAIL_LABELS[person.certificate_mail] : ''}
          </Typography>
        </Box>
        <Tooltip title="Zertifikat als PDF">
          <IconButton
            aria-label="Zertifikat als PDF"
            color="primary"
            size="small"
            href={apiUrl('/api/admin/bookings/{id}/certificate/pdf', { path: { id: person.booking_id } })}
            target="_blank"
          >
            <PictureAsPdfIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButtonWithTooltip label="Zertifikat erneut senden" color="primary" onClick={() => void resend(person)}>
          <SendIcon fontSize="small" />
        </IconButtonWithTooltip>
        <IconButtonWithTooltip label="Name korrigieren" color="primary" onClick={() => setCorrecting(person)}>
          <EditIcon fontSize="small" />
        </IconButtonWithTooltip>
      </Box>
    ) : (
      <Typography variant="caption" color="text.secondary">
        –
      </Typography>
    );

  return (
    <Dialog open onClose={close} fullScreen={isPhone} maxWidth="lg" fullWidth aria-labelledby="participants-title">
      <DialogTitle id="participants-title" sx={{ pb: 1 }}>
        Teilnehmer
        {list && (
          <Typography component="div" variant="body2" color="text.secondary">
            {list.course.title} · {formatLongDate(list.course.date)},{' '}
            {formatTimeRange(list.course.start_time, list.course.end_time)}
          </Typography>
        )}
        {list && <DateStateChip state={list.course.date_state} />}
      </DialogTitle>
      <DialogContent dividers>
        {!list ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Lädt" />
          </Box>
        ) : (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
              <Typography variant="body2" sx={{ mr: 'auto' }}>
                {list.participants.length} bestätigte Teilnehmende
              </Typography>
              <CsvExportButton url={participantsCsvUrl(id)} fileName={`teilnehmer-${list.course.date}.csv`} />
              <Button
                component="a"
                href={participantsPrintUrl(id)}
                target="_blank"
                rel="noopener"
                startIcon={<PrintIcon />}
                size="small"
              >
                Druckansicht
              </Button>
              <Button size="small" disabled={!open || !list.participants.length} onClick={() => setAll('present')}>
                Alle anwesend
              </Button>
              <Button size="small" disabled={!open || !list.participants.length} onClick={() => setAll('absent')}>
                Alle abwesend
              </Button>
            </Stack>
            {!open && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Die Anwesenheit kann ab Kursbeginn erfasst werden.
              </Alert>
            )}
            {!list.participants.length ? (
              <Typography color="text.secondary">Noch keine bestätigten Teilnehmenden.</Typography>
            ) : isPhone ? (
              <Stack spacing={1.5}>
                {list.participants.map((person) => (
                  <Paper key={person.booking_id} variant="outlined" sx={{ p: 1.5 }} data-participant={person.name}>
                    <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
                    {person.company && <Typography variant="body2">{person.company}</Typography>}
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {person.email}
                    </Typography>
                    {person.phone && <Typography variant="body2">{person.phone}</Typography>}
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
                      Gebucht {formatShortDateTime(person.booked_at)} · {formatAmount(person.amount)}
                    </Typography>
                    {attendanceToggle(person)}
                    {person.certificate_number && <Box sx={{ mt: 1 }}>{certificate(person)}</Box>}
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Name / Firma</TableCell>
                    <TableCell>Kontakt</TableCell>
                    <TableCell>Gebucht am</TableCell>
                    <TableCell align="right">Betrag</TableCell>
                    <TableCell>Anwesenheit</TableCell>
                    <TableCell>Zertifikat</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.participants.map((person) => (
                    <TableRow key={person.booking_id} data-participant={person.name}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {person.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {person.company ?? ''}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2">{person.email}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {person.phone ?? ''}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(person.booked_at)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatAmount(person.amount)}
                      </TableCell>
                      <TableCell>{attendanceToggle(person)}</TableCell>
                      <TableCell>{certificate(person)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Schließen</Button>
        <Button variant="contained" disabled={!open || !changes.length || saving} onClick={() => void save()}>
          Anwesenheit speichern
        </Button>
      </DialogActions>
      {correcting && (
        <CorrectNameDialog
          participant={correcting}
          onClose={() => setCorrecting(undefined)}
          onDone={() => {
            setCorrecting(undefined);
            void load();
          }}
        />
      )}
    </Dialog>
  );
}
