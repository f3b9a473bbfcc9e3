// The limits live beside the domain rules (domain/base/limits.ts) so the forms, which may not import
// storage, check exactly what the readers keep: one source for both.
export { LIMITS } from "../domain/base/limits";
