// A picture uploaded through the real upload call (`uploadimg!execute`), for API tests that need
// one: a small PNG made with sharp, answered with its URL; any refusal fails the test.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart } from './multipart.ts';

export async function uploadTestPicture(
  app: FastifyInstance,
  token: string,
  moduleName: string,
): Promise<string> {
  const data = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const body = multipart({ moduleName }, { name: 'p.png', type: 'image/png', data });
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  const answer = res.json<{ code: string; msg: string; data: { data: string } }>();
  if (answer.code !== '0') throw new Error(`upload to ${moduleName} refused: ${answer.msg}`);
  return answer.data.data;
}
