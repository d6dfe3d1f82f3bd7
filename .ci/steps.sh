# Sourced by .ci/run: named steps, timed (wall; CPU: user + sys of every process the step ran
# and waited for; machine: the whole machine's busy CPU seconds), a table of them when the run
# ends (passed or not), and `together` to run several commands side by side.

STEP_NAMES=()
STEP_WALL=()
STEP_CPU=()
STEP_MACHINE=()
RUN_STARTED=$(date +%s.%N)
CURRENT_STEP=""

# Sets CPU_NOW: CPU seconds used so far by this shell's finished children (bash's `times`,
# second line). `times` runs in this shell: in a $(…) subshell it would count that
# subshell's children only.
TIMES_FILE=$(mktemp)
read_cpu() {
  times >"$TIMES_FILE"
  CPU_NOW=$(tail -n 1 "$TIMES_FILE" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); s += p[1] * 60 + p[2] } printf "%.1f", s }')
}

# Sets MACHINE_NOW: CPU seconds the whole machine has been busy (every process, /proc/stat).
# Chromium's renderers and the test servers' PostgreSQL are not this shell's children, so
# `times` misses them; on a quiet machine this column is what the step really cost.
read_machine_cpu() {
  MACHINE_NOW=$(awk '/^cpu / { printf "%.1f", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat 2>/dev/null || echo 0)
}

end_step() {
  [ -n "$CURRENT_STEP" ] || return 0
  local now cpu
  now=$(date +%s.%N)
  read_cpu
  cpu=$CPU_NOW
  read_machine_cpu
  STEP_MACHINE+=("$(awk -v a="$STEP_MACHINE_STARTED" -v b="$MACHINE_NOW" 'BEGIN { printf "%.0f", b - a }')")
  STEP_NAMES+=("$CURRENT_STEP")
  STEP_WALL+=("$(awk -v a="$STEP_STARTED" -v b="$now" 'BEGIN { printf "%.0f", b - a }')")
  STEP_CPU+=("$(awk -v a="$STEP_CPU_STARTED" -v b="$cpu" 'BEGIN { printf "%.0f", b - a }')")
  CURRENT_STEP=""
}

step() {
  end_step
  CURRENT_STEP="$*"
  STEP_STARTED=$(date +%s.%N)
  read_cpu
  STEP_CPU_STARTED=$CPU_NOW
  read_machine_cpu
  STEP_MACHINE_STARTED=$MACHINE_NOW
  echo
  echo "=== $* ($(awk -v a="$RUN_STARTED" -v b="$STEP_STARTED" 'BEGIN { printf "%.0f", b - a }')s)"
}

print_steps() {
  local status=$?
  end_step
  echo
  echo "=== steps: wall and CPU seconds ($([ "$status" = 0 ] && echo passed || echo "FAILED, exit $status"))"
  printf '%6s %6s %8s  %s\n' wall CPU machine step
  local i total_machine=0
  for i in "${!STEP_NAMES[@]}"; do
    printf '%6s %6s %8s  %s\n' "${STEP_WALL[$i]}" "${STEP_CPU[$i]}" "${STEP_MACHINE[$i]}" "${STEP_NAMES[$i]}"
    total_machine=$((total_machine + STEP_MACHINE[i]))
  done
  read_cpu
  printf '%6s %6s %8s  %s\n' "$(awk -v a="$RUN_STARTED" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')" "$(awk -v c="$CPU_NOW" 'BEGIN { printf "%.0f", c }')" "$total_machine" total
  rm -f "$TIMES_FILE"
}
trap print_steps EXIT

# together NAME COMMAND [NAME COMMAND ...]: runs the commands (bash strings) side by side,
# each one's output kept apart and printed when all have ended, with its wall, user and sys
# seconds. Fails when any of them failed.
together() {
  local dir names=() pids=() failed=0 i
  dir=$(mktemp -d)
  while [ $# -ge 2 ]; do
    names+=("$1")
    (
      TIMEFORMAT='%R %U %S'
      { time bash -c "$2" >"$dir/${#names[@]}.log" 2>&1; } 2>"$dir/${#names[@]}.time"
    ) &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    echo
    echo "--- ${names[$i]}: $([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)") (wall, user, sys s: $(tail -n 1 "$dir/$((i + 1)).time" 2>/dev/null))"
    cat "$dir/$((i + 1)).log"
    [ "$status" = 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}
