/** The service choices of the contact and booking forms: "Choose a service" (no value) first, then each service. */
import { SERVICE_OPTIONS, type ServiceOption } from '../lib/contact/fields.ts';

export function ServiceOptions({ choose, labels }: { choose: string; labels: Record<ServiceOption, string> }) {
  return (
    <>
      <option value="">{choose}</option>
      {SERVICE_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </>
  );
}
