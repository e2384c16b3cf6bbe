import { bundleServer } from './serverBundle.ts';

/** Builds the server bundle the tests' servers start from (deviceServer.ts reads OLT_SERVER_BUNDLE). */
export default async function globalSetup(): Promise<void> {
  process.env.OLT_SERVER_BUNDLE = await bundleServer();
}
