/** The fetch-status texts of the diagnostics overlay. */
export type DiagnosticsFetchResult =
  | { kind: 'untested' }
  | { kind: 'ok'; articles: number }
  | { kind: 'http'; status: number }
  | { kind: 'error'; message: string };

export function diagnosticsFetchStatus(result: DiagnosticsFetchResult): string {
  switch (result.kind) {
    case 'untested':
      return 'Not tested';
    case 'ok':
      return `OK (${result.articles} articles)`;
    case 'http':
      return `Failed: HTTP ${result.status}`;
    case 'error':
      return `Error: ${result.message}`;
  }
}
