/** Receipt images: pick from the gallery or camera, see the upload progress, remove a thumbnail. */
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, CloseButton, Group, Progress, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGES } from './feedback-rules';
import type { useImageUploads } from './use-image-uploads';

export function ImagePicker({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation('feedback');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Text size="lg" fw={500}>
        {t('add.images')}
      </Text>
      <Text size="sm" c="dimmed" mb={6}>
        {t('add.imagesHint', { count: MAX_IMAGES })}
      </Text>
      <Group gap="xs">
        {uploads.images.map((image) => (
          <div key={image.fileId} style={{ position: 'relative' }}>
            <img
              src={image.preview}
              alt={image.name}
              width={72}
              height={72}
              style={{
                objectFit: 'cover',
                borderRadius: 8,
                background: 'var(--mantine-color-gray-1)',
              }}
            />
            <CloseButton
              size="lg"
              radius="xl"
              aria-label={t('add.removeImage', { name: image.name })}
              onClick={() => uploads.remove(image.fileId)}
              style={{
                position: 'absolute',
                top: -6,
                insetInlineEnd: -6,
                background: '#fff',
                boxShadow: '0 0 0 1px var(--mantine-color-gray-4)',
              }}
            />
          </div>
        ))}
        {uploads.images.length < MAX_IMAGES && (
          <Button
            variant="light"
            h={72}
            onClick={() => input.current?.click()}
            disabled={uploads.uploading}
          >
            {t('add.addImage')}
          </Button>
        )}
      </Group>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        hidden
        data-testid="feedback-images"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void uploads.add(files);
        }}
      />
      {uploads.uploading && (
        <div aria-live="polite">
          <Text size="xs" mt={6}>
            {t('add.uploading', { done: uploads.batch.done + 1, total: uploads.batch.total })}
          </Text>
          <Progress
            value={uploads.progress}
            animated
            striped
            aria-label={t('add.uploadProgress')}
          />
        </div>
      )}
      {uploads.error && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert" mt={4}>
          {uploads.error}
        </Text>
      )}
    </div>
  );
}
