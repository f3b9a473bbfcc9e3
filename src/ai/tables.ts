// The computed tables the AI receives instead of the raw match list: the
// season summary, the player figures with their samples, the formation and rival records, and
// one compact line per match. Each row has a code (S1, J3, F2, R7, P12) the answer is asked to
// cite. Pure text builders: the budget that decides how much of it is sent lives in src/ai.
import { formatDecimal, formatInteger, formatPercent } from "../domain/base/format";
import { positionLabel } from "../domain/squad/player-labels";
import { matchOutcome } from "../domain/timeline/match-result";
import type { Match } from "../domain/records/types";
import {
  SMALL_SAMPLE_LABEL,
  formatEstimate,
  formatShare,
} from "../domain/analytics/format-figures";
import type { PlayerFigures, SquadFigures } from "../domain/analytics/players";
import type { RecordRow, TeamFigures } from "../domain/analytics/team";
import { inPlayOrder } from "../domain/base/dates";

/** A Markdown table whose rows may be cut from the end to fit a budget. */
export type PromptTable = {
  title: string;
  /** Heading line, the header row and its separator. */
  head: string;
  rows: string[];
  /** Said when rows had to be left out. */
  omitted: (n: number) => string;
  /** At most this share of the characters left when its turn comes (default: all of them). */
  maxShare?: number;
};

const SMALL = "pequeña";
const flag = (reliable: boolean | undefined) => (reliable === false ? SMALL : "ok");
const cell = (s: string) => s.replace(/\|/g, "/").replace(/\s+/g, " ").trim();

/** A table of text cells; `what` names its rows in the note said when some are left out. */
export function table(
  title: string,
  columns: string[],
  rows: string[][],
  what: string,
): PromptTable {
  return {
    title,
    head: `### ${title}\n| ${columns.join(" | ")} |\n|${columns.map(() => "---").join("|")}|`,
    rows: rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
    omitted: (n) => `(No caben en este mensaje: ${formatInteger(n)} ${what} más.)`,
  };
}

const record = (r: RecordRow) => `${r.wins}-${r.draws}-${r.losses}`;

export function summaryTable(team: TeamFigures): PromptTable {
  const s = team.summary;
  const rows: string[][] = [
    ["S1", "Partidos", formatInteger(s.matches), `G-E-P ${record(s)}`],
    ["S2", "Puntos por partido", formatEstimate(s.ppm), flag(s.ppm?.reliable)],
    ["S3", "Goles a favor por partido", formatEstimate(s.goalsForPerMatch), `${s.goalsFor} goles`],
    [
      "S4",
      "Goles en contra por partido",
      formatEstimate(s.goalsAgainstPerMatch),
      `${s.goalsAgainst} goles`,
    ],
    [
      "S5",
      "Local: puntos por partido",
      formatEstimate(team.home.ppm),
      `${team.home.matches} partidos, ${record(team.home)}, ${team.home.goalsFor}-${team.home.goalsAgainst}`,
    ],
    [
      "S6",
      "Visitante: puntos por partido",
      formatEstimate(team.away.ppm),
      `${team.away.matches} partidos, ${record(team.away)}, ${team.away.goalsFor}-${team.away.goalsAgainst}`,
    ],
    [
      "S7",
      "Proporción de tiros (TSR)",
      formatShare(team.shots.ratio),
      `${team.shots.shotsFor} a favor, ${team.shots.shotsAgainst} en contra`,
    ],
    [
      "S8",
      "Conversión (goles/tiros)",
      formatShare(team.shots.conversion),
      flag(team.shots.ratio?.reliable),
    ],
    [
      "S9",
      "Puntos esperados por goles (pitagórico)",
      team.pythagorean ? formatDecimal(team.pythagorean.expectedPoints, 1) : "—",
      team.pythagorean
        ? `ganados ${team.pythagorean.points}; diferencia ${formatDecimal(team.pythagorean.difference, 1)}; indicador de suerte, no veredicto`
        : "—",
    ],
    [
      "S10",
      "Forma (últimos, antiguo→reciente)",
      team.form.map((p) => ({ win: "V", draw: "E", loss: "D" })[p.outcome]).join("") || "—",
      "V victoria, E empate, D derrota",
    ],
  ];
  return table(
    "Resumen de la temporada",
    ["Cód", "Cifra", "Valor [IC 95 %]", "Muestra / nota"],
    rows,
    "filas",
  );
}

/** A position as the app names it ('Portero'); an unknown stored value as it is. */
export function positionName(position: string): string {
  return (positionLabel as Record<string, string>)[position] ?? position;
}

function playerRow(p: PlayerFigures, code: string): string[] {
  const on = p.onPitch;
  return [
    code,
    p.name,
    positionName(p.position),
    `${p.matches} (${p.starts} tit.)`,
    formatInteger(p.minutes),
    formatPercent(p.minutesShare * 100),
    formatEstimate(p.goals),
    formatEstimate(p.assists),
    formatEstimate(p.cards),
    p.whenStarting.ppm
      ? `${formatDecimal(p.whenStarting.ppm.value, 2)} (${p.whenStarting.matches})`
      : "—",
    p.whenNotPlaying.ppm
      ? `${formatDecimal(p.whenNotPlaying.ppm.value, 2)} (${p.whenNotPlaying.matches})`
      : "—",
    on?.plusMinus90 ? `${formatEstimate(on.plusMinus90, 2, true)} (${on.minutesOn} min)` : "—",
    p.minutes === 0 ? "sin minutos" : flag(p.goals?.reliable),
  ];
}

/** Players with minutes, most minutes first (players without minutes are one summary line). */
export function playersTable(squad: SquadFigures): PromptTable {
  const played = squad.players
    .filter((p) => p.minutes > 0)
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name, "es"));
  const unused = squad.players.filter((p) => p.minutes === 0).map((p) => p.name);
  const t = table(
    "Jugadores (por 90 minutos, IC 95 %)",
    [
      "Cód",
      "Jugador",
      "Pos",
      "PJ",
      "Min",
      "%Min",
      "Goles/90",
      "Asist/90",
      "Tarj/90",
      "Pts/p titular (n)",
      "Pts/p sin él (n)",
      "Dif. goles/90 en campo",
      "Muestra",
    ],
    played.map((p, i) => playerRow(p, `J${i + 1}`)),
    "jugadores",
  );
  if (unused.length) t.rows.push(`Sin minutos: ${unused.map(cell).join(", ")}.`);
  return t;
}

export function recordTable(
  title: string,
  prefix: string,
  label: string,
  rows: readonly RecordRow[],
  what: string,
): PromptTable {
  return table(
    title,
    ["Cód", label, "PJ", "G-E-P", "GF-GC", "Pts/p [IC 95 %]", "Muestra"],
    rows.map((r, i) => [
      `${prefix}${i + 1}`,
      r.label,
      formatInteger(r.matches),
      record(r),
      `${r.goalsFor}-${r.goalsAgainst}`,
      formatEstimate(r.ppm),
      flag(r.ppm?.reliable),
    ]),
    what,
  );
}

/** One line per match, newest first: 'P1 | 2025-03-01 | Norte | V | 2-1 | 4-4-2 | …'. */
export function matchesTable(matches: readonly Match[]): PromptTable {
  const newest = inPlayOrder(matches).reverse();
  return table(
    "Partidos recientes (del más reciente al más antiguo)",
    [
      "Cód",
      "Fecha",
      "Rival",
      "L/V",
      "Resultado",
      "Formación",
      "Tiros",
      "Goles",
      "Cambios",
      "Titulares",
    ],
    newest.map((m, i) => {
      const { home, away } = m.score;
      const outcome = { win: "V", draw: "E", loss: "D" }[matchOutcome(m.score)];
      return [
        `P${i + 1}`,
        m.date,
        m.rival,
        m.location === "away" ? "V" : "L",
        `${home}-${away} ${outcome}`,
        m.formationUsed || m.formation,
        `${m.shotsFor}-${m.shotsAgainst}`,
        m.scorers.map((s) => `${s.player} ${s.minute}'`).join(", ") || "—",
        m.subs.map((s) => `${s.minute}' ${s.playerIn} x ${s.playerOut}`).join(", ") || "—",
        Object.values(m.formationPlayers).join(", "),
      ];
    }),
    "partidos anteriores",
  );
}

export { SMALL_SAMPLE_LABEL };

/** A player's training attendance for the prompt: the last four weeks, with its sample. */
export type AttendanceRow = {
  name: string;
  present: number;
  /** Sessions with attendance taken in which the player was marked: the sample. */
  sessions: number;
  missedThisWeek: boolean;
};

/** Below this many sessions an attendance rate is a small sample. */
export const ATTENDANCE_SMALL_SAMPLE = 4;

/** Training attendance over the last four weeks; players without a session marked are left out. */
export function attendanceTable(rows: readonly AttendanceRow[]): PromptTable {
  const marked = rows
    .filter((r) => r.sessions > 0)
    .sort(
      (a, b) =>
        a.present / a.sessions - b.present / b.sessions || a.name.localeCompare(b.name, "es"),
    );
  return table(
    "Asistencia a entrenamientos (últimas 4 semanas)",
    ["Cód", "Jugador", "Presente", "Sesiones (muestra)", "%", "No entrenó esta semana", "Muestra"],
    marked.map((r, i) => [
      `E${i + 1}`,
      r.name,
      formatInteger(r.present),
      formatInteger(r.sessions),
      `${Math.round((r.present / r.sessions) * 100)} %`,
      r.missedThisWeek ? "sí" : "no",
      r.sessions < ATTENDANCE_SMALL_SAMPLE ? SMALL : "ok",
    ]),
    "jugadores",
  );
}
