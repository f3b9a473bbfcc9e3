// The live match at the huge scale: time from a tap on 'Tiro' to the new event
// visible in the log (its count in the log's heading, then the next frame painted). The live
// match is put in place directly (a full XI of the huge squad, the whole rest called up), as a
// coach would have it after the setup, and the clock is started by tapping 'Pitido inicial'.
export async function liveTapTimes(tab, team, runs, median) {
  const { page } = tab;
  const live = liveMatchOf(team);
  let note = "";
  const samples = [];
  try {
    // The huge team's storage, then the live match beside it, then a plain reload.
    await tab.load("/live", "main h1");
    await page.evaluate((text) => localStorage.setItem("liveMatch", text), JSON.stringify(live));
    await page.reload();
    await page.getByRole("button", { name: "Pitido inicial" }).click();
    for (let i = 0; i < runs + 1; i++) {
      const r = await page.evaluate(async () => {
        const heading = () =>
          document.querySelector("section[aria-label='Registro del partido'] h2")?.textContent ??
          "";
        const count = () => Number(/\((\d+)\)/.exec(heading())?.[1] ?? -1);
        const before = count();
        const button = document.querySelector("button[aria-label='Tiro']");
        const since = performance.now();
        button.click();
        while (count() !== before + 1) {
          await new Promise((r) => setTimeout(r, 0));
          if (performance.now() - since > 5000) return { ok: false };
        }
        await new Promise((r) => requestAnimationFrame(() => r()));
        return { ok: true, ms: performance.now() - since };
      });
      if (!r.ok) {
        note = "the event did not appear in the log";
        break;
      }
      if (i > 0) samples.push(r.ms); // the first tap warms the toast library
    }
  } catch (e) {
    note = `the live screen could not be used: ${String(e.message ?? e).split("\n")[0]}`;
  }
  await page.evaluate(() => localStorage.removeItem("liveMatch")).catch(() => {});
  return samples.length === runs
    ? { ok: true, ms: median(samples), samples }
    : { ok: false, note, samples };
}

/** A live match not yet kicked off: the first formation, its XI from the squad, the rest called up. */
export function liveMatchOf(team) {
  const formation = team.formations[0];
  const size = Number(formation.players) || 11;
  const roster = team.players.map((p) => ({
    id: p.id,
    name: p.name,
    number: p.number,
    position: p.position,
  }));
  const lineup = Object.fromEntries(
    roster.slice(0, size).map((p, i) => [`Posición ${i + 1}`, p.id]),
  );
  return {
    version: 1,
    setup: {
      matchId: "bench-live",
      date: "2026-06-07",
      location: "home",
      competition: "Liga",
      periodMinutes: 45,
      rival: { id: team.rivals[0].id, name: team.rivals[0].name },
      formation: {
        id: formation.id,
        name: formation.name,
        type: formation.type,
        defenderLines: formation.defenderLines,
        midfielderLines: formation.midfielderLines,
        forwardLines: formation.forwardLines,
        roles: formation.roles,
      },
      lineup,
      roster,
    },
    clock: [],
    events: [],
    queue: [],
  };
}
