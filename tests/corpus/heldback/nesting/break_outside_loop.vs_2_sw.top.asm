vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
add r0, r0, c27
break
mov oPos, r0
