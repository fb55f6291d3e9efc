/**
 * Stands in for Mantine's `AppShellResizeHandle` where AppShell's header, navbar, aside and footer
 * import it (web/vite.config.ts): the handle renders nothing unless a section is configured as
 * resizable, which the portal's shell never does (`shims.test.ts` checks the shell's configuration),
 * and it would otherwise bring its drag and keyboard logic into the first screen (docs/decisions/0142).
 */
export function AppShellResizeHandle(_props: { section: string; sectionId?: string }): null {
  return null;
}
