import { useId, useLayoutEffect, useRef } from 'react';
import { TextField } from '../../components/FormField';
import { EMAIL_MAX_LENGTH, inputFilters, MAX_ORDER_PARTICIPANTS, ORDER_MESSAGES, seatsLeftMessage } from '@mpb/domain';
import type { BookingErrors } from './booking-form';
import { newParticipantRow, type ParticipantPart, type ParticipantRow, participantField } from './participants';

interface ParticipantFieldsProps {
  selfParticipates: boolean;
  rows: ParticipantRow[];
  /** Seats the date showed as free; the server decides, this only warns early. */
  seatsLeft: number;
  errors: BookingErrors;
  disabled: boolean;
  onSelfParticipatesChange: (checked: boolean) => void;
  onRowsChange: (rows: ParticipantRow[]) => void;
  /** A row's input was edited: its message goes. */
  onFieldEdited: (field: string) => void;
}

const ADD_BUTTON = 'participants';

/**
 * 'Ich nehme selbst teil' and the further participants of a company order (DECISIONS 34): rows of
 * name and e-mail, added and removed by keyboard too, up to the order's limit.
 */
export function ParticipantFields({
  selfParticipates,
  rows,
  seatsLeft,
  errors,
  disabled,
  onSelfParticipatesChange,
  onRowsChange,
  onFieldEdited,
}: ParticipantFieldsProps) {
  const id = useId();
  const sectionRef = useRef<HTMLFieldSetElement>(null);
  // The input (or the add button) to focus once the rows have been rendered anew, before the
  // next paint, so a key pressed right after lands in it.
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    const selector = `[name="${focusNext.current}"], [data-field="${focusNext.current}"]`;
    sectionRef.current?.querySelector<HTMLElement>(selector)?.focus();
    focusNext.current = null;
  });

  const total = rows.length + (selfParticipates ? 1 : 0);
  const atLimit = total >= MAX_ORDER_PARTICIPANTS;
  const firstNumber = selfParticipates ? 2 : 1;

  const add = () => {
    const row = newParticipantRow();
    focusNext.current = participantField(row.key, 'name');
    onRowsChange([...rows, row]);
  };
  const remove = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? participantField(neighbour.key, 'name') : ADD_BUTTON;
    onRowsChange(rows.filter((_, position) => position !== index));
  };
  const edit = (index: number, part: ParticipantPart, value: string) => {
    const filtered = part === 'name' ? inputFilters.name(value) : inputFilters.email(value);
    onRowsChange(rows.map((row, position) => (position === index ? { ...row, [part]: filtered } : row)));
    onFieldEdited(participantField(rows[index].key, part));
  };
  const toggleSelf = (checked: boolean) => {
    onSelfParticipatesChange(checked);
    // Booking for others only: their first row is there to fill in.
    if (!checked && rows.length === 0) onRowsChange([newParticipantRow()]);
  };

  return (
    <fieldset ref={sectionRef} className="form-section participants" disabled={disabled}>
      <legend className="form-section__title">Teilnehmende</legend>
      <div className="participants__self">
        <input
          id={`${id}-self`}
          type="checkbox"
          name="selfParticipates"
          data-field={atLimit ? ADD_BUTTON : undefined}
          checked={selfParticipates}
          onChange={(event) => toggleSelf(event.target.checked)}
          aria-describedby={`${id}-self-hint`}
        />
        <div>
          <label htmlFor={`${id}-self`}>Ich nehme selbst teil</label>
          <p id={`${id}-self-hint`} className="field__hint">
            Sie buchen für Kolleginnen und Kollegen? Tragen Sie sie unten ein. Mit Ihren Daten oben sind Sie
            Ansprechperson der Buchung und erhalten die Rechnung.
          </p>
        </div>
      </div>

      <h3 className="participants__title">Weitere Teilnehmende</h3>
      {rows.length > 0 && (
        <ol className="participants__list">
          {rows.map((row, index) => {
            const number = firstNumber + index;
            return (
              <li key={row.key} className="participants__row">
                <div className="participants__row-head">
                  <span className="participants__number">Person {number}</span>
                  <button
                    type="button"
                    className="button button--ghost participants__remove"
                    onClick={() => remove(index)}
                    aria-label={`Teilnehmende Person ${number} entfernen`}
                  >
                    Entfernen
                  </button>
                </div>
                <div className="participants__fields">
                  <TextField
                    label="Name"
                    aria-label={`Name der teilnehmenden Person ${number}`}
                    name={participantField(row.key, 'name')}
                    autoComplete="off"
                    value={row.name}
                    onValueChange={(value) => edit(index, 'name', value)}
                    error={errors[participantField(row.key, 'name')]}
                  />
                  <TextField
                    label="E-Mail"
                    aria-label={`E-Mail der teilnehmenden Person ${number}`}
                    name={participantField(row.key, 'email')}
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    maxLength={EMAIL_MAX_LENGTH}
                    value={row.email}
                    onValueChange={(value) => edit(index, 'email', value)}
                    error={errors[participantField(row.key, 'email')]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {total > seatsLeft && seatsLeft > 0 && <p className="notice notice--warning">{seatsLeftMessage(seatsLeft)}</p>}
      {errors.participants && (
        <p id={`${id}-error`} className="field__error">
          {errors.participants}
        </p>
      )}
      {atLimit ? (
        <p className="field__hint">{ORDER_MESSAGES.tooManyParticipants}</p>
      ) : (
        <div className="participants__add">
          <button
            type="button"
            className="button button--secondary"
            data-field={ADD_BUTTON}
            onClick={add}
            aria-describedby={errors.participants ? `${id}-error` : `${id}-count`}
          >
            <span aria-hidden="true">+</span> Teilnehmende hinzufügen
          </button>
          <span id={`${id}-count`} className="field__hint">
            {total === 1 ? '1 teilnehmende Person' : `${total} Teilnehmende`}, höchstens {MAX_ORDER_PARTICIPANTS}
          </span>
        </div>
      )}
    </fieldset>
  );
}
