import { startTestCluster } from './test-database-cluster';

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  await startTestCluster(globalConfig.maxWorkers);
}
