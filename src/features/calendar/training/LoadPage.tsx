export function LoadPage() {
  return null;
}
