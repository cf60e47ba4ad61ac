/** Runs one moderator action with the page's busy flag; resolves to a message to show, or null. */
export type RunAdminAction = (work: () => Promise<string | null>) => Promise<void>;

/** What the dashboard hands each section that acts for the signed-in moderator. */
export type AdminSectionProps = {
  csrfToken: string;
  busy: boolean;
  run: RunAdminAction;
};
