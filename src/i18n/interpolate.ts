/** A placeholder without an own value (even `constructor`) stays as written, so it shows. */
export function interpolate(
  template: string,
  vars: Readonly<Record<string, string | number | undefined>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === undefined ? match : String(value);
  });
}
