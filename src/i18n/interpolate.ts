/**
 * Fills `{{name}}` placeholders with `vars[name]`. A placeholder without a value (or whose
 * name is only inherited, like `constructor`) stays as written, so a missing value shows.
 * The one placeholder rule for every text: catalogue strings, BikeBot replies, the start-up
 * failure screen.
 */
export function interpolate(
  template: string,
  vars: Readonly<Record<string, string | number | undefined>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === undefined ? match : String(value);
  });
}
