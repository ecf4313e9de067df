import { stopTestCluster } from './test-database-cluster';

export default async function globalTeardown(): Promise<void> {
  await stopTestCluster();
}
