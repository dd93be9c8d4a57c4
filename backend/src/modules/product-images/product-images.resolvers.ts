import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { galleryOf } from '../../../../domain/catalog/product-images';
import { staffOperator, staffReader } from '../staff/staff-access';
import { responsiveImages } from './image-renditions.service';
import { readStaffProductImages, setProductImages } from './product-images.service';

export const productImagesResolvers: Resolvers = {
  Query: {
    staffProductImages: (_parent, { productId }, context) => readStaffProductImages(context.em, staffReader(context), productId),
  },
  Mutation: {
    staffSetProductImages: (_parent, { data }, context) =>
      setProductImages(
        context.em,
        { storage: context.adapters.storage, config: context.config, log: context.log },
        staffOperator(context),
        data,
      ),
  },
  StaffProductImages: {
    images: (parent, _args, { em }) => responsiveImages(em, parent.images),
    detailImages: (parent, _args, { em }) => responsiveImages(em, parent.detailImages),
  },
  Product: {
    images: (product, _args, { em }) => responsiveImages(em, galleryOf(product), product),
    detailImages: (product, _args, { em }) => responsiveImages(em, product.detailImages ?? [], product),
  },
};
