// Parcel's own GraphQL transformer rejects type definitions; the app needs the SDL as a string,
// without descriptions, with its definitions by name and its fingerprint (sdl-minify.cjs).
const { Transformer } = require('@parcel/plugin');
const { sdlModule } = require('./sdl-minify.cjs');

module.exports = new Transformer({
  async transform({ asset }) {
    const sdl = await asset.getCode();
    asset.type = 'js';
    asset.setCode(sdlModule(sdl));
    return [asset];
  },
});
