// Draws a slider puzzle: a random abstract background with a shaded gap at (x, y) and the matching
// piece cut from the same background, both as PNG data URLs.
import { randomInt } from 'node:crypto';
import { loadSharp } from '../../platform/sharp.ts';

export const PICTURE_WIDTH = 300;
export const PICTURE_HEIGHT = 160;
export const PIECE_SIZE = 48;

function randomColor(): string {
  return `hsl(${randomInt(360)}, ${40 + randomInt(40)}%, ${35 + randomInt(35)}%)`;
}

function backgroundSvg(): string {
  const shapes: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = randomInt(PICTURE_WIDTH);
    const y = randomInt(PICTURE_HEIGHT);
    const size = 12 + randomInt(50);
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${randomColor()}" fill-opacity="0.7"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.6}" rx="4" fill="${randomColor()}" fill-opacity="0.6" transform="rotate(${randomInt(90)} ${x} ${y})"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${randomColor()}"/><stop offset="1" stop-color="${randomColor()}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const pieceShape = (fill: string, stroke: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}">` +
  `<rect x="1" y="1" width="${PIECE_SIZE - 2}" height="${PIECE_SIZE - 2}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="2"/></svg>`;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export interface SliderPicture {
  background: string;
  piece: string;
  x: number;
  y: number;
}

export async function drawSliderPicture(): Promise<SliderPicture> {
  // The gap never starts under the piece's starting place (x < 2 pieces) so a zero drag never passes.
  const x = PIECE_SIZE * 2 + randomInt(PICTURE_WIDTH - PIECE_SIZE * 3 - 4);
  const y = 4 + randomInt(PICTURE_HEIGHT - PIECE_SIZE - 8);
  const sharp = await loadSharp();
  const clean = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();
  const [background, piece] = await Promise.all([
    sharp(clean)
      .composite([
        {
          input: Buffer.from(pieceShape('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.9)')),
          left: x,
          top: y,
        },
      ])
      .png()
      .toBuffer(),
    sharp(clean)
      .extract({ left: x, top: y, width: PIECE_SIZE, height: PIECE_SIZE })
      .composite([
        { input: Buffer.from(pieceShape('#fff', '#fff')), blend: 'dest-in' },
        { input: Buffer.from(pieceShape('none', 'rgba(255,255,255,0.95)')) },
      ])
      .png()
      .toBuffer(),
  ]);
  return { background: dataUrl(background), piece: dataUrl(piece), x, y };
}
