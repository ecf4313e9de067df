import { Flex } from '@chakra-ui/react';
import Star from 'lucide-react/icons/star';

export function StarRating({ rating }: { rating: number }) {
  return (
    <Flex gap="0.5" color="orange.solid" role="img" aria-label={`${rating} van 5 sterren`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} size={18} aria-hidden fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </Flex>
  );
}
