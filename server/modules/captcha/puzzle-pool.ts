// Slider puzzles drawn ahead of time. Drawing one (an SVG rendered twice by sharp) costs a few
// milliseconds of CPU; an anonymous client asking for challenges must not be able to make the
// server draw on demand, so challenges take a picture from this pool and one renderer refills it
// in the background, one picture at a time. Every picture is served once (its gap offset is the
// answer). Only an empty pool (a burst larger than the pool) draws on the request's time.
import { drawSliderPicture, type SliderPicture as Picture } from './slider-picture.ts';

export class PuzzlePool {
  private readonly ready: Picture[] = [];
  private refilling = false;
  /** Pictures drawn on a request's time because the pool was empty (for tests and logs). */
  drawnOnDemand = 0;

  constructor(
    private readonly size: number,
    private readonly draw: () => Promise<Picture> = drawSliderPicture,
  ) {}

  get available(): number {
    return this.ready.length;
  }

  /** Fills the pool in the background; resolves when it is full (tests wait for it). */
  refill(): Promise<void> {
    if (this.refilling) return Promise.resolve();
    this.refilling = true;
    const run = async () => {
      try {
        while (this.ready.length < this.size) this.ready.push(await this.draw());
      } finally {
        this.refilling = false;
      }
    };
    return run();
  }

  async take(): Promise<Picture> {
    const picture = this.ready.shift();
    void this.refill().catch(() => undefined);
    if (picture) return picture;
    this.drawnOnDemand += 1;
    return this.draw();
  }
}
