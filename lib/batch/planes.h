/* SPDX-License-Identifier: MIT */
/* One board's observation planes: shared by the batch and the tree search. */
#ifndef GMK_BATCH_PLANES_H
#define GMK_BATCH_PLANES_H

#include "gomoku/batch.h"

/* gmk_batch_plane_count(flags) planes of width * height bytes into out (flags already checked). */
void planes_of_board(const gmk_board *board, unsigned int flags, unsigned char *out);

#endif
