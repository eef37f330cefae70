// PostCSS for the shadow-DOM stylesheets: CSS nesting is compiled down so the
// sheets work in every browser that supports constructable stylesheets.
import nesting from 'postcss-nesting';

export default { plugins: [nesting()] };
