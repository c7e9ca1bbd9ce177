/** The CSV persona banner warns below this many available personas (spec part 2 §9: 'below 5'). */
export const CSV_LOW_CREDITS = 5;

export type CsvCreditState = 'empty' | 'low' | 'ok';

/** `empty` at 0 ('No Credits Available'), `low` from 1 to 4, else `ok`. */
export function csvCreditState(available: number): CsvCreditState {
  if (!(available > 0)) return 'empty';
  return available < CSV_LOW_CREDITS ? 'low' : 'ok';
}
