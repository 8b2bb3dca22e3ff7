// Parcel's own GraphQL transformer rejects type definitions; the app needs the SDL as a string,
// without descriptions.
const { Transformer } = require('@parcel/plugin');
const { minifySdl } = require('./sdl-minify.cjs');

module.exports = new Transformer({
  async transform({ asset }) {
    const sdl = await asset.getCode();
    asset.type = 'js';
    asset.setCode(`export default ${JSON.stringify(minifySdl(sdl))};`);
    return [asset];
  },
});
