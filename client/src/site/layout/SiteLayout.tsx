import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, chakra, ChakraProvider, Flex } from '@chakra-ui/react';
import { publicSystem } from '../../components/theme/system';
import { Toaster } from '../../components/Toaster';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageLoading } from './PageLoading';

export const MAIN_CONTENT_ID = 'inhoud';

/** The furniture around every public page: skip link, navbar, main landmark, footer, toasts. */
export function SiteLayout() {
  return (
    <ChakraProvider value={publicSystem}>
      <Flex direction="column" minHeight="100dvh">
        <chakra.a
          href={`#${MAIN_CONTENT_ID}`}
          position="fixed"
          top="2"
          left="2"
          zIndex="skipNav"
          px="4"
          py="2"
          borderRadius="l2"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          translate="0 -200%"
          _focusVisible={{ translate: '0 0' }}
          focusVisibleRing="outside"
        >
          Direct naar de inhoud
        </chakra.a>
        <Navbar />
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Flex>
      <Toaster />
    </ChakraProvider>
  );
}
