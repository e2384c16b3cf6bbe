import { endpoint } from '../core/endpoint.ts';
import { Capabilities } from './records.ts';
import { capabilitiesRoute } from './routes.ts';

export const boardCapabilities = endpoint({
  ...capabilitiesRoute,
  description:
    'Our addition: which of our additions this server answers, computes from the device, or cannot offer ' +
    '(a device of the family lacks them all); the console hides or explains what is unavailable.',
  addition: true,
  data: Capabilities,
});
