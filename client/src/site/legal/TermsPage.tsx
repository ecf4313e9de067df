import { Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { termsOfService } from '../content/legal';
import { LegalPage } from './LegalPage';

/** /algemene-voorwaarden. */
export function TermsPage() {
  return (
    <LegalPage
      document={termsOfService}
      footer={
        <Text>
          Lees ook onze{' '}
          <Link to={paths.privacy.getHref()} style={{ textDecoration: 'underline' }}>
            privacyverklaring
          </Link>
          .
        </Text>
      }
    />
  );
}
