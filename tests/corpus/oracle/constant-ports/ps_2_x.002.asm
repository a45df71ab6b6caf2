ps_2_x
dcl t0
add r0, c0, c2
mov oC0, r0
