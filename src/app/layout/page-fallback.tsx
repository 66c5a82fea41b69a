/** What shows while a lazy page or its translations load: a centred spinner, no layout jump. */
import { Center, Loader } from '@mantine/core';

export function PageFallback() {
  return (
    <Center h="60vh">
      <Loader />
    </Center>
  );
}
