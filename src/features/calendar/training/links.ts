// The training screens' addresses, below the calendar's route ("/calendar/*"). Here, not in
// config/paths.ts: that module travels with the first page, which never links to them.
const base = "/calendar/entrenamiento";
const key = (k: string) => encodeURIComponent(k);

export const trainingLinks = {
  add: `${base}/nuevo`,
  /** Attendance: the screen opened at the session, on the phone. */
  attendance: (k: string) => `${base}/${key(k)}`,
  editOne: (k: string) => `${base}/${key(k)}/editar`,
  editSeries: (seriesId: string) => `${base}/serie/${key(seriesId)}/editar`,
  plan: (k: string) => `${base}/${key(k)}/plan`,
  /** A player's load and attendance. */
  load: `${base}/carga`,
} as const;
