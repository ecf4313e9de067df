import { HomeContactForm } from './HomeContactForm';
import { submitHomeContact } from './submitHomeContact';

/** The home page's contact form as an island (its sender is code, not a serialisable prop). */
export function HomeContactIsland() {
  return <HomeContactForm onSubmit={submitHomeContact} />;
}
