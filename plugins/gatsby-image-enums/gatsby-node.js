// gatsby-source-prismic gives every image field a gatsbyImageData field whose arguments use
// gatsby-plugin-image's enums, so they must exist before its types do: this plugin is listed
// ahead of it in gatsby-config (Gatsby's schema snapshot keeps that order for its workers).
// gatsby-plugin-image itself is not used as a plugin: it would add a script and a style to every
// page's <head>, for images the site does not render through it.
const {
  ImageFormatType,
  ImageLayoutType,
  ImagePlaceholderType,
} = require('gatsby-plugin-image/graphql-utils');

exports.createSchemaCustomization = ({ actions, schema }) => {
  actions.createTypes([
    schema.buildEnumType(ImageFormatType),
    schema.buildEnumType(ImageLayoutType),
    schema.buildEnumType(ImagePlaceholderType),
  ]);
};
