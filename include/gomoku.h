/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku.h
 * @brief libgomoku: Gomoku and its relatives. The umbrella header: includes
 * every module's header.
 */
#ifndef GOMOKU_H
#define GOMOKU_H

#include "gomoku/export.h"
#include "gomoku/types.h"
#include "gomoku/version.h"
#include "gomoku/status.h"
#include "gomoku/board.h"
#include "gomoku/notation.h"
#include "gomoku/rules.h"
#include "gomoku/explain.h"
#include "gomoku/eval.h"
#include "gomoku/engine.h"
#include "gomoku/record.h"
#include "gomoku/geometry.h"
#include "gomoku/log.h"
#include "gomoku/openrule.h"
#include "gomoku/batch.h"
#include "gomoku/mcts.h"

#endif
