/* SPDX-License-Identifier: MIT */
#include <stdlib.h>

#include "gomoku/status.h"
#include "gomoku/version.h"

const char *gmk_strerror(int status)
{
	switch (status) {
	case GMK_OK: return "success";
	case GMK_EINVAL: return "invalid argument";
	case GMK_ERANGE: return "value out of range";
	case GMK_EOFFBOARD: return "point is off the board";
	case GMK_EOCCUPIED: return "point is occupied";
	case GMK_EGAMEOVER: return "the game is over";
	case GMK_EFORBIDDEN: return "forbidden move (renju foul)";
	case GMK_ENOUNDO: return "nothing to undo";
	case GMK_ENOREDO: return "nothing to redo";
	case GMK_ENOMEM: return "out of memory";
	case GMK_EPARSE: return "parse error";
	case GMK_EIO: return "input/output error";
	case GMK_EUNSUPPORTED: return "not supported";
	case GMK_EVERSION: return "unknown struct version";
	case GMK_EBUFFER: return "buffer too small";
	case GMK_ENOMOVE: return "no legal move";
	default: return "unknown status";
	}
}

void gmk_free(void *ptr)
{
	free(ptr);
}

int gmk_version_number(void)
{
	return GMK_VERSION_NUMBER;
}

const char *gmk_version_string(void)
{
	return GMK_VERSION_STRING;
}
