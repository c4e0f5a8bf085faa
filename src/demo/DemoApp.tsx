import { FieldShell } from '../react/FieldShell';

/**
 * The demo's "New expense report" screen. It will run `<FieldsForm>` on the mock service in the
 * browser; until the form lands it shows the page frame.
 */
export function DemoApp() {
  return (
    <main className="ef-demo">
      <h1>New expense report</h1>
      <p>This page runs on the in-memory mock service. The form engine is being built.</p>
      <form className="ef-form" aria-label="New expense report">
        <FieldShell id="demo-description" label="Description" required requiredText="(required)">
          <input id="demo-description" className="ef-input" name="description" />
        </FieldShell>
      </form>
    </main>
  );
}
