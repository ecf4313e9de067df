import { privacyStatement } from '../content/legal';
import { LegalPage } from './LegalPage';

/** /privacy: the privacy statement every form links to (its version is stored with each lead). */
export function PrivacyPage() {
  return <LegalPage document={privacyStatement} />;
}
