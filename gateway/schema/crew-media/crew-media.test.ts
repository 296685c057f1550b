import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { API_ORIGIN, createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const CREW_PHOTOS = /* GraphQL */ `
  query CrewPhotos($id: ID!) {
    crewShift(id: $id) {
      id
      photoUploadUrl
      photos {
        id
        status
        takenAt
        url
        uploadedBy {
          id
          caption
        }
      }
      securityChecks {
        form {
          id
          title
          questions {
            id
            kind
          }
        }
        qualityCheckType {
          caption
        }
        done {
          date
          shift
          submittedBy {
            caption
          }
        }
      }
    }
  }
`;

const SECURITY_CHECK = /* GraphQL */ `
  query SecurityCheck($crewId: ID!, $formId: ID!) {
    crewSecurityCheck(crewId: $crewId, formId: $formId) {
      form {
        id
        title
      }
      done {
        date
      }
    }
    qualityCheckTypes {
      id
      caption
    }
  }
`;

type Photo = { id: string; status: string; url: string; uploadedBy: { caption: string } | null };
type Check = {
  form: { id: string; title: string; questions: { kind: string }[] };
  qualityCheckType: { caption: string } | null;
  done: unknown[];
};
type CrewPhotos = {
  crewShift: {
    id: string;
    photoUploadUrl: string | null;
    photos: Photo[];
    securityChecks: Check[];
  } | null;
};

describe.each(testBackends())(
  'crew photos and security checks through the gateway on %s',
  (backend) => {
    let gateway: GatewayHarness;
    let dataDir: string;
    let chief: string;
    let crewId: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'crewhub-gw-crew-media-'));
      gateway = await createGatewayHarness(backend, {}, { DATA_DIR: dataDir });
      chief = await gateway.api.signInAs('chief');
      // The crew's id as the app finds it: chief@'s job on it (the gateway never reads the api's tables).
      const jobs = await gateway.api.app.inject({
        method: 'GET',
        url: '/api/v1/jobs?limit=1000&page=1',
        headers: { host: 'localhost', type: 'MOBILE', authorization: `Bearer ${chief}` },
      });
      const job = jobs
        .json<{ items: { crew: { id: number; caption: string } }[] }>()
        .items.find((item) => item.crew.caption === 'Main stage build');
      crewId = String(job!.crew.id);
    });
    afterAll(async () => {
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('gives the crew chief the photos with their uploader and a gateway file path, the upload path and the checks, one call per list', async () => {
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute<CrewPhotos>(
        CREW_PHOTOS,
        { id: crewId },
        { token: chief },
      );
      expect(result.errors).toBeUndefined();
      const crew = result.data!.crewShift!;
      expect(crew.photoUploadUrl).toBe(`/api/v1/projectCrews/${crewId}/photos`);
      expect(crew.photos.length).toBeGreaterThanOrEqual(2);
      for (const photo of crew.photos) {
        expect(photo.url).toBe(`/api/v1/projectCrews/${crewId}/photos/${photo.id}/file`);
        expect(photo.uploadedBy?.caption).toBeTruthy();
      }
      expect(crew.securityChecks).toEqual([
        expect.objectContaining({
          form: expect.objectContaining({ title: 'Venue security check' }),
          qualityCheckType: { caption: 'Fire safety' },
        }),
      ]);
      expect(crew.securityChecks[0]!.form.questions.map((question) => question.kind)).toContain(
        'signature',
      );
      const calls = gateway.upstream.calls.slice(before);
      // No call per photo (the uploader comes with the list): one list of photos, one of checks, one form.
      expect(calls.filter((call) => call.includes('/photos'))).toEqual([
        `GET /api/v1/projectCrews/${crewId}/photos`,
      ]);
      expect(calls.filter((call) => call.includes('/securityChecks'))).toEqual([
        `GET /api/v1/projectCrews/${crewId}/securityChecks`,
      ]);

      // The file path works through the api with the token (what the app's image loader does).
      const file = await gateway.api.app.inject({
        method: 'GET',
        url: crew.photos[0]!.url,
        headers: { host: 'localhost', type: 'MOBILE', authorization: `Bearer ${chief}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
      expect(API_ORIGIN).toMatch(/^http/);
    });

    it('gives a project session approved photos only, no upload path, and the check’s title without its questions', async () => {
      // A planner's approval (no screen in this issue): the oldest of the crew's photos, in the api's database.
      const chiefView = await gateway.execute<CrewPhotos>(
        CREW_PHOTOS,
        { id: crewId },
        { token: chief },
      );
      const first = chiefView.data!.crewShift!.photos[0]!;
      await gateway.api.database.db.execute(
        sql`update crew_photos set status = 'approved' where id = ${Number(first.id)}`,
      );
      const project = await gateway.api.signInAs('project');
      const result = await gateway.execute<CrewPhotos>(
        CREW_PHOTOS,
        { id: crewId },
        { token: project },
      );
      expect(result.errors).toBeUndefined();
      const crew = result.data!.crewShift!;
      expect(crew.photoUploadUrl).toBeNull();
      expect(crew.photos.map((photo) => [photo.id, photo.status])).toEqual([
        [first.id, 'approved'],
      ]);
      expect(crew.securityChecks[0]?.form).toMatchObject({
        title: 'Venue security check',
        questions: [],
      });
    });

    it('answers one security check of a crew and the quality check types; null for a crew that is not the caller’s', async () => {
      const listed = await gateway.execute<CrewPhotos>(
        CREW_PHOTOS,
        { id: crewId },
        { token: chief },
      );
      const formId = listed.data!.crewShift!.securityChecks[0]!.form.id;
      const result = await gateway.execute<{
        crewSecurityCheck: { form: { title: string } } | null;
        qualityCheckTypes: { caption: string }[];
      }>(SECURITY_CHECK, { crewId, formId }, { token: chief });
      expect(result.errors).toBeUndefined();
      expect(result.data?.crewSecurityCheck?.form.title).toBe('Venue security check');
      expect(result.data?.qualityCheckTypes.map((type) => type.caption)).toEqual([
        'Crowd safety',
        'Electrical safety',
        'Fire safety',
        'Rigging inspection',
      ]);

      const crew = await gateway.api.signInAs('crew');
      const theirs = await gateway.execute<{ crewSecurityCheck: unknown }>(
        SECURITY_CHECK,
        { crewId, formId },
        { token: crew },
      );
      expect(theirs.data?.crewSecurityCheck ?? null).toBeNull();
      const bad = await gateway.execute<{ crewSecurityCheck: unknown }>(
        SECURITY_CHECK,
        { crewId: 'x', formId },
        { token: chief },
      );
      expect(bad.data?.crewSecurityCheck ?? null).toBeNull();
    });
  },
);
