import { SpeedTestForm } from './SpeedTestForm';
import { submitSpeedTest } from './submitSpeedTest';

/** The speed test as an island (its sender is code, not a serialisable prop). */
export function SpeedTestIsland() {
  return <SpeedTestForm onSubmit={submitSpeedTest} />;
}
