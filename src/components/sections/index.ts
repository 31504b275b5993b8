export { LandingSections, renderSection, sectionPictureSize, type PictureSize } from "./registry";
