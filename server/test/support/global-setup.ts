import { startTestCluster } from './test-database-cluster';

export default async function globalSetup(): Promise<void> {
  await startTestCluster();
}
