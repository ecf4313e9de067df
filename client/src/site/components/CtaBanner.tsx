import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { QuickScanButton } from '../../components/QuickScanButton';

export interface CtaBannerProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  text: string;
  /** Opens the quick scan. */
  button: string;
  promises: readonly string[];
}

/** The closing call to action of a page: a brand-coloured panel with the quick scan button. */
export function CtaBanner({ id, title, text, button, promises }: CtaBannerProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Box
          bg="brand.solid"
          color="brand.contrast"
          borderRadius="3xl"
          px={{ base: '6', md: '16' }}
          py={{ base: '12', md: '16' }}
          textAlign="center"
          position="relative"
          overflow="hidden"
          bgImage="radial-gradient(40rem 20rem at 100% 0%, rgb(255 255 255 / 0.14), transparent 70%), radial-gradient(30rem 18rem at 0% 100%, rgb(0 0 0 / 0.12), transparent 70%)"
        >
          <Heading as="h2" id={id} size={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" textWrap="balance" maxW="3xl" mx="auto">
            {title}
          </Heading>
          <Text mt="4" textStyle={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto" textWrap="pretty">
            {text}
          </Text>
          <QuickScanButton
            label={button}
            icon={<ArrowRight aria-hidden />}
            size="xl"
            mt="8"
            bg="brand.contrast"
            color="brand.fg"
            boxShadow="lg"
            _hover={{ bg: 'brand.subtle' }}
            width={{ base: 'full', sm: 'auto' }}
          />
          <Flex as="ul" listStyleType="none" mt="6" gap={{ base: '2', md: '6' }} justify="center" direction={{ base: 'column', sm: 'row' }} align="center">
            {promises.map((promise) => (
              <Flex as="li" key={promise} align="center" gap="2" textStyle="sm" fontWeight="medium">
                <Check size={16} strokeWidth={3} aria-hidden />
                {promise}
              </Flex>
            ))}
          </Flex>
        </Box>
      </Container>
    </Box>
  );
}
