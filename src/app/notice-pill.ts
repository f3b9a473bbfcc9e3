/** The quiet notices' pill above every screen. */
export const pill = "flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm";
