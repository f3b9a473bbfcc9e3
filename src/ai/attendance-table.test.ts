import { describe, expect, it } from "vitest";
import { attendanceTable } from "./tables";
import { promptTables } from "./prompts";

describe("the attendance table of the prompt", () => {
  it("carries each player's attendance with its sample, lowest first, and flags a small one", () => {
    const t = attendanceTable([
      { name: "Ana", present: 6, sessions: 8, missedThisWeek: false },
      { name: "Bea", present: 1, sessions: 3, missedThisWeek: true },
      { name: "Eva", present: 0, sessions: 0, missedThisWeek: false },
    ]);
    expect(t.head).toContain(
      "| Cód | Jugador | Presente | Sesiones (muestra) | % | No entrenó esta semana | Muestra |",
    );
    expect(t.rows).toEqual([
      "| E1 | Bea | 1 | 3 | 33 % | sí | pequeña |",
      "| E2 | Ana | 6 | 8 | 75 % | no | ok |",
    ]);
  });

  it("goes into the prompt only when some attendance was taken", () => {
    const base = { matches: [], players: [], formations: [], rivals: [] };
    const titles = (d: Parameters<typeof promptTables>[0]) => promptTables(d).map((t) => t.title);
    expect(titles(base)).not.toContain("Asistencia a entrenamientos (últimas 4 semanas)");
    expect(
      titles({
        ...base,
        attendance: [{ name: "Ana", present: 1, sessions: 2, missedThisWeek: false }],
      }),
    ).toContain("Asistencia a entrenamientos (últimas 4 semanas)");
  });
});
