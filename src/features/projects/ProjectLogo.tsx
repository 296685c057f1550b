import { Box, Button, Card, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { PictureUploadStatus } from '../../lib/pictures/PictureUploadStatus';
import { usePictureUpload } from '../../lib/pictures/usePictureUpload';
import { QueryStates } from '../../ui/states/QueryStates';

// The project's logo (api/routes/projects/README.md, The project logo): the approved logo or a placeholder, and with
// projects EDIT_PROJECT_LOGO an upload whose file waits for approval ('Uploaded file is subject to
// approval', SPEC.md §5). Self-contained: one query of its own, keyed by the project's number.

const ProjectLogoQuery = graphql(`
  query ProjectLogo($number: String!) {
    project(number: $number) {
      id
      name
      logo {
        id
        canUpload
        uploadUrl
        approved {
          id
          fileUrl
        }
        pending {
          id
          fileUrl
        }
      }
    }
  }
`);

/** An image the api serves only with the bearer token; the placeholder while it loads. */
function LogoImage({ path, alt }: { path: string; alt: string }) {
  const url = useProtectedImageUrl(path);
  if (!url)
    return <Box boxSize="24" borderRadius="md" bg="bg.muted" aria-hidden="true" flexShrink={0} />;
  return (
    <Image
      src={url}
      alt={alt}
      boxSize="24"
      objectFit="contain"
      borderRadius="md"
      borderWidth="1px"
      bg="white"
      flexShrink={0}
    />
  );
}

export type ProjectLogoProps = {
  /** The project: its number finds it; id and name are what a page already has (the name is re-read). */
  project: { number: string; id?: string; name?: string };
};

export function ProjectLogo({ project }: ProjectLogoProps) {
  const { t } = useTranslation('projects');
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, reexecute] = useQuery({
    query: ProjectLogoQuery,
    variables: { number: project.number },
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const upload = usePictureUpload({
    notAnImageReason: 'PROJECT_LOGO_NOT_AN_IMAGE',
    fileName: 'project-logo.jpg',
    onUploaded: reload,
  });

  // Not found is the page's to say: without a project (or its logo) the section stays away.
  if (!result.fetching && !result.error && !result.data?.project?.logo) return null;

  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {t('logo.title')}
        </Heading>
        <QueryStates
          result={{ ...result, data: result.data?.project ?? null }}
          loading={t('logo.loading')}
          loadingRows={1}
          error={t('logo.error')}
          onRetry={reload}
        >
          {({ name, logo }) =>
            logo ? (
              <Stack gap="3">
                <Stack direction="row" gap="4" align="center" wrap="wrap">
                  {logo.approved ? (
                    <LogoImage
                      path={logo.approved.fileUrl}
                      alt={t('logo.currentAlt', { name: project.name ?? name })}
                    />
                  ) : (
                    <Box
                      boxSize="24"
                      borderRadius="md"
                      bg="bg.muted"
                      display="grid"
                      placeItems="center"
                      flexShrink={0}
                      padding="2"
                    >
                      <Text fontSize="xs" color="fg.muted" textAlign="center">
                        {t('logo.none')}
                      </Text>
                    </Box>
                  )}
                  {logo.pending ? (
                    <LogoImage path={logo.pending.fileUrl} alt={t('logo.pendingAlt')} />
                  ) : null}
                </Stack>
                {logo.pending ? (
                  <Text fontSize="sm" fontWeight="medium" color="orange.fg" role="status">
                    {t('logo.pending')}
                  </Text>
                ) : null}
                {logo.uploadUrl ? (
                  <UploadControl
                    inputId={inputId}
                    input={input}
                    working={upload.working}
                    onChoose={(event) => void upload.choose(event, logo.uploadUrl ?? '')}
                  />
                ) : null}
                <PictureUploadStatus
                  state={upload.state}
                  labels={{
                    preparing: t('logo.preparing'),
                    uploading: t('logo.uploading'),
                    progress: (percent) => t('logo.progress', { percent }),
                    problem: (problem) => t(`logo.problems.${problem}`),
                  }}
                />
              </Stack>
            ) : null
          }
        </QueryStates>
      </Card.Body>
    </Card.Root>
  );
}

function UploadControl({
  inputId,
  input,
  working,
  onChoose,
}: {
  inputId: string;
  input: React.RefObject<HTMLInputElement | null>;
  working: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" id={`${inputId}-hint`}>
        {t('logo.hint')}
      </Text>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-describedby={`${inputId}-hint`}
        onChange={onChoose}
        data-testid="project-logo-input"
      />
      <Button
        variant="outline"
        minHeight="11"
        loading={working}
        loadingText={t('logo.uploading')}
        onClick={() => input.current?.click()}
      >
        {t('logo.upload')}
      </Button>
    </Stack>
  );
}
