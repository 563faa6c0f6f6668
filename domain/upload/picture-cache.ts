// The service worker's cache of public pictures (listing photos, avatars, review pictures; private
// ones are never kept): the PWA empties it at sign-out, so the next person on the device does not
// find the last one's.
export const PICTURE_CACHE = 'caravan-images';
