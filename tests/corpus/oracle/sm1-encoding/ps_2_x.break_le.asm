ps_2_x
dcl t0
defi i0, 2, 0, 0, 0
mov r0, t0
rep i0
add r1, r0, c0
break_le r0.x, c0.x
endrep
mov oC0, t0
