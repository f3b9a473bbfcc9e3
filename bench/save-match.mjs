// Saving a match through /add-match at the huge scale: fill the form, click save, time from the
// click to the settled dashboard. Filled in once the form exists.
export async function saveMatchTimes() {
  return { ok: false, note: "the add-match form is not measured yet", samples: [] };
}
