import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../http/errors';
import { checkFileLink, isLearnerFile } from './fileLinks';

/**
 * The learners' downloads (course zips, lesson files), served only through signed links: they are not in
 * the shell's public folder, so a paid course's files cannot be fetched by guessing their address.
 */
export const learnerFilesDir = fileURLToPath(new URL('../../../files', import.meta.url));

const contentTypes: Record<string, string> = {
  '.zip': 'application/zip',
  '.py': 'text/x-python; charset=utf-8',
};

interface DownloadRequest {
  Params: { '*': string };
  Querystring: { expires?: string; signature?: string };
}

/** GET /files/<folder>/<name>?expires=…&signature=…: the file, when the link was signed here and is in time. */
export function fileDownloadRoutes(secret: string, filesDir = learnerFilesDir) {
  return async (app: FastifyInstance) => {
    app.get<DownloadRequest>('/files/*', async (request, reply) => {
      const stored = `/files/${request.params['*']}`;
      if (!isLearnerFile(stored)) throw notFound(`No file at ${stored}`);
      const check = checkFileLink(secret, stored, request.query.expires, request.query.signature);
      if (check === 'invalid') throw forbidden('This download link is not valid');
      if (check === 'expired')
        throw forbidden('This download link has expired: open the lesson again for a new one');
      let data: Buffer;
      try {
        data = await readFile(path.join(filesDir, stored.slice('/files/'.length)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(`No file at ${stored}`);
        throw error;
      }
      const name = path.basename(stored);
      return reply
        .header('Content-Type', contentTypes[path.extname(name)] ?? 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    });
  };
}
