// Parcel's own GraphQL transformer rejects type definitions; the app needs the SDL as a string.
const { Transformer } = require('@parcel/plugin');

module.exports = new Transformer({
  async transform({ asset }) {
    const sdl = await asset.getCode();
    asset.type = 'js';
    asset.setCode(`export default ${JSON.stringify(sdl)};`);
    return [asset];
  },
});
