import { Box, Button, Card, Heading, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { checkPictureFile, compressPicture, PictureError, uploadPicture } from '../../lib/pictures/picture-upload';
import { useSession } from '../../lib/session/useSession';
import { progressSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

// The project's logo (issue 11 §2, decision 163): the approved logo or a placeholder, and with
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

type UploadState = { status: 'idle' } | { status: 'working'; fraction: number | null } | { status: 'failed'; messageKey: string };

/** An image the api serves only with the bearer token; the placeholder while it loads. */
function LogoImage({ path, alt }: { path: string; alt: string }) {
  const url = useProtectedImageUrl(path);
  if (!url) return <Box boxSize="24" borderRadius="md" bg="bg.muted" aria-hidden="true" flexShrink={0} />;
  return <Image src={url} alt={alt} boxSize="24" objectFit="contain" borderRadius="md" borderWidth="1px" bg="white" flexShrink={0} />;
}

export type ProjectLogoProps = {
  /** The project: its number finds it; id and name are what a page already has (the name is re-read). */
  project: { number: string; id?: string; name?: string };
};

export function ProjectLogo({ project }: ProjectLogoProps) {
  const { t } = useTranslation('projects');
  const { session } = useSession();
  const online = useOnlineStatus();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [result, reexecute] = useQuery({ query: ProjectLogoQuery, variables: { number: project.number } });
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  async function onChoose(event: ChangeEvent<HTMLInputElement>, uploadUrl: string) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPictureFile(file);
    if (problem) {
      setState({ status: 'failed', messageKey: `logo.problems.${problem}` });
      return;
    }
    if (!online) {
      setState({ status: 'failed', messageKey: 'logo.problems.offline' });
      return;
    }
    setState({ status: 'working', fraction: null });
    try {
      const compressed = await compressPicture(file);
      await uploadPicture(uploadUrl, compressed, session?.token ?? null, (fraction) => setState({ status: 'working', fraction }), 'project-logo.jpg');
      setState({ status: 'idle' });
      reload();
    } catch (error) {
      const problem = error instanceof PictureError ? error.problem : 'refused';
      const key = error instanceof PictureError && error.reason === 'PROJECT_LOGO_NOT_AN_IMAGE' ? 'notAnImage' : problem;
      setState({ status: 'failed', messageKey: `logo.problems.${key}` });
    }
  }

  // Not found is the page's to say: without a project (or its logo) the section stays away.
  if (!result.fetching && !result.error && !result.data?.project?.logo) return null;

  const working = state.status === 'working';
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
                    <LogoImage path={logo.approved.fileUrl} alt={t('logo.currentAlt', { name: project.name ?? name })} />
                  ) : (
                    <Box boxSize="24" borderRadius="md" bg="bg.muted" display="grid" placeItems="center" flexShrink={0} padding="2">
                      <Text fontSize="xs" color="fg.muted" textAlign="center">
                        {t('logo.none')}
                      </Text>
                    </Box>
                  )}
                  {logo.pending ? <LogoImage path={logo.pending.fileUrl} alt={t('logo.pendingAlt')} /> : null}
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
                    working={working}
                    onChoose={(event) => void onChoose(event, logo.uploadUrl ?? '')}
                  />
                ) : null}
                {working ? (
                  <Progress.Root
                    recipe={progressSlotRecipe}
                    size="sm"
                    colorPalette="blue"
                    max={100}
                    value={state.fraction === null ? null : Math.round(state.fraction * 100)}
                    translations={{
                      value: ({ percent }) => (state.fraction === null ? t('logo.preparing') : t('logo.progress', { percent: Math.round(percent) })),
                    }}
                  >
                    <Progress.Label fontSize="sm">{state.fraction === null ? t('logo.preparing') : t('logo.uploading')}</Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}
                {state.status === 'failed' ? (
                  <Text fontSize="sm" color="fg.error" role="alert">
                    {t(state.messageKey)}
                  </Text>
                ) : null}
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
      <Button variant="outline" minHeight="11" loading={working} loadingText={t('logo.uploading')} onClick={() => input.current?.click()}>
        {t('logo.upload')}
      </Button>
    </Stack>
  );
}
