vs_2_x
dcl_position v0
defi i0, 2, 0, 0, 0
mov r0, v0
rep i0
add r1, r0, c0
break_ne r0.x, c0.x
endrep
mov oPos, v0
