ps_2_x
dcl t0
add r0, c0, c0
mov oC0, r0
