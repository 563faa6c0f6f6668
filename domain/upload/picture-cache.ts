// The service worker's cache of pictures (listing photos, avatars, chat and review pictures): the
// PWA empties it at sign-out, so the next person on the device does not find the last one's.
export const PICTURE_CACHE = 'caravan-images';
