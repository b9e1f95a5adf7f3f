#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: run_lesson.sh PROGRAM INPUT EXPECTED...
# Runs a lesson with INPUT (printf format) on its standard input; it must exit
# 0 and print every EXPECTED text.
set -eu
program=$1 input=$2
shift 2
status=0
out=$(printf "$input" | "$program") || status=$?
[ "$status" -eq 0 ] || { echo "$out"; echo "FAIL: exit status $status"; exit 1; }
echo "$out"
for expected do
	case $out in
	*"$expected"*) ;;
	*) echo "FAIL: the output lacks '$expected'"; exit 1 ;;
	esac
done
