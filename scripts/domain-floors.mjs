// The order of src/domain's folders, written once: each floor may import only the floors below
// it, never one beside it or above. eslint.config.js turns it into lint zones;
// scripts/import-graph.mjs prints the graph against it and fails on an arrow running back up.
// A new folder of src/domain imports nothing until it is given a floor here.
export const domainFloors = [
  ["base"], // dates, guards, ids, limits, formatting, text: what every concept uses
  ["records"], // one module per stored record: its shape, its reader, its checks
  ["timeline"], // who was on the pitch when: the minutes engine, sendings-off, results
  ["squad"], // players, formations' roles, availability
  ["match"], // one match: its form, its view, its story
  ["figures"], // the season's figures from every match's timeline
  ["calendar"], // the week before the match: fixtures, call-up, plan, quick XI
  ["training"], // sessions, attendance, load
  ["analytics", "data", "rivals"], // what the figures say; backup and CSV; the rivals' record
  ["live", "replies"], // the match as it happens; the players' answers
];

/** The floor a folder stands on, or -1 when it has none. */
export const floorOf = (folder) => domainFloors.findIndex((f) => f.includes(folder));
