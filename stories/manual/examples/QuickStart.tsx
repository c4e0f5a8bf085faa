import { FieldsForm } from '../../../src/index';
import '../../../src/styles.css';

interface NewReportProps {
  baseUrl: string; // {base_url} of the expense service
  organizationId: string;
  getAccessToken: () => Promise<string>; // your sign-in: asked before every request
  navigate: (path: string) => void; // your router
}

/** A new expense report: the server's fields in server order, then Save. */
export function NewReport({ baseUrl, organizationId, getAccessToken, navigate }: NewReportProps) {
  return (
    <FieldsForm
      source={{ organizationId, baseUrl, getAccessToken }}
      locale="sv" // eleven languages built in; `messages` replaces any string
      onSubmitted={(report) => navigate(`/reports/${report.id}`)}
      onError={(error) => console.error(error)} // a failed load or save, for your logs
    />
  );
}
